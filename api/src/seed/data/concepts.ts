// Confinement concepts used to classify projects. Descriptions are original text.
import type { SeedConcept } from './types';

export const concepts: SeedConcept[] = [
  {
    slug: 'tokamak',
    display_name: 'Tokamak',
    description:
      'A doughnut-shaped magnetic bottle in which external coils and a strong current driven through the plasma itself combine to hold the fuel away from the walls. It is the most studied route to fusion power.',
  },
  {
    slug: 'spherical-tokamak',
    display_name: 'Spherical Tokamak',
    description:
      'A tokamak squeezed into a cored-apple shape with a very small central hole, which confines plasma more efficiently for a given magnetic field and allows more compact machines.',
  },
  {
    slug: 'stellarator',
    display_name: 'Stellarator',
    description:
      'A magnetic bottle whose twist comes entirely from carefully shaped external coils, so it needs no large plasma current and can in principle run continuously without disruptions.',
  },
  {
    slug: 'inertial-confinement-laser',
    display_name: 'Laser Inertial Confinement',
    description:
      'Powerful laser pulses heat and compress a small fuel capsule so quickly that fusion happens before the fuel can fly apart; the approach first reached ignition at the National Ignition Facility in 2022.',
  },
  {
    slug: 'magnetized-target-fusion',
    display_name: 'Magnetized Target Fusion',
    description:
      'A magnetized plasma is formed and then compressed mechanically, for example by a collapsing liquid-metal wall, to reach fusion conditions for a brief moment in each pulse.',
  },
  {
    slug: 'field-reversed-configuration',
    display_name: 'Field-Reversed Configuration',
    description:
      'A self-organized, cigar-shaped plasma that carries its own closed magnetic field; it can be sustained by particle beams or merged and compressed in pulses.',
  },
  {
    slug: 'z-pinch',
    display_name: 'Z-Pinch',
    description:
      'An electric current flowing along a column of plasma creates a magnetic field that pinches the column tight and hot; sheared plasma flows are used to keep the pinch stable.',
  },
  {
    slug: 'magnetic-mirror',
    display_name: 'Magnetic Mirror',
    description:
      'A straight, linear magnetic trap whose stronger fields at each end reflect particles back toward the middle; modern designs use high-field superconducting magnets.',
  },
  {
    slug: 'pulsed-power-inertial-fusion',
    display_name: 'Pulsed-Power Inertial Fusion',
    description:
      'Very large, very fast electrical pulses drive magnetic forces that implode a fuel target, a family that includes magnetized liner inertial fusion studied on the Z machine.',
  },
  {
    slug: 'laser-driven-ion-fusion',
    display_name: 'Ultra-Short-Pulse Laser Fusion',
    description:
      'Ultra-short, high-intensity laser pulses accelerate particles inside specially structured targets to trigger fusion reactions, rather than compressing a capsule symmetrically.',
  },
  {
    slug: 'projectile-inertial-fusion',
    display_name: 'Projectile-Driven Inertial Fusion',
    description:
      'A fast projectile strikes a target whose internal structure focuses the shock onto a small fuel capsule, replacing lasers with a simpler driver.',
  },
  {
    slug: 'electrostatic-confinement',
    display_name: 'Electrostatic Confinement',
    description:
      'Electric fields rather than magnetic bottles hold and accelerate ions so that they collide at fusion energies, allowing very small devices aimed at niche power and neutron markets.',
  },
  {
    slug: 'levitated-dipole',
    display_name: 'Levitated Dipole',
    description:
      'A floating superconducting ring creates a planet-like magnetic field that holds plasma around it, inspired by how magnetospheres trap charged particles.',
  },
  {
    slug: 'reversed-field-pinch',
    display_name: 'Reversed-Field Pinch',
    description:
      'A toroidal device in which most of the confining field comes from currents in the plasma itself, with the toroidal field reversing direction near the edge. It allows weaker external magnets than a tokamak.',
  },
];
