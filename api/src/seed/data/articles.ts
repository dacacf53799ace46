// Articles written for this site: original explanatory and news-analysis text
// about the fusion industry. Facts are limited to publicly reported ones and
// each article links to public sources; where a figure was uncertain the text
// is phrased without it. Bylines are generic desks, not real people.
//
// body_html uses only <p>, <h2>, <ul>/<li>, <a href="https://..."> and
// <blockquote> (checked by jobs-articles.test.ts).

import type { SeedArticle } from './types';

export const articles: SeedArticle[] = [
  {
    slug: 'inertial-fusion-after-ignition-what-nif-proved-and-what-comes-next',
    title: 'Inertial Fusion After Ignition: What NIF Proved and What Comes Next',
    date: '2024-01-16',
    author: 'Science Desk',
    summary:
      'A year after the National Ignition Facility first got more fusion energy out of a target than its lasers put in, we look at what the result does and does not mean for fusion power.',
    body_html: `
<p>On 5 December 2022, a team at Lawrence Livermore National Laboratory's National Ignition Facility (NIF) fired the facility's lasers at a tiny fuel capsule and recorded something no laboratory had managed before: the fusion reactions released more energy than the laser light delivered to the target. The lasers put in about 2.05 megajoules; the implosion gave back about 3.15 megajoules. The US Department of Energy <a href="https://www.energy.gov/articles/doe-national-laboratory-makes-history-achieving-fusion-ignition">announced the result</a> on 13 December 2022, and it quickly became shorthand for "fusion works".</p>
<p>It was a genuine scientific milestone, decades in the making. It is also easy to over-read. This explainer sets out what inertial fusion is, what the NIF shot proved, and what stands between it and a power plant.</p>
<h2>How inertial fusion works</h2>
<p>Magnetic confinement devices such as tokamaks hold a hot, thin plasma for seconds or longer. Inertial confinement takes the opposite approach: it squeezes a speck of fuel so hard and so fast that fusion happens before the fuel has time to fly apart. At <a href="https://lasers.llnl.gov/">NIF</a>, 192 laser beams enter a small gold-lined cylinder called a hohlraum. The laser light is turned into X-rays, which blast the outer layer of a capsule of deuterium and tritium only a couple of millimetres across. The capsule implodes, and a central hot spot reaches the temperatures and densities needed to fuse. Ignition means the energy released by that hot spot heats the surrounding fuel enough to spread the burn, so that the target returns more energy than it received.</p>
<h2>What the result did and did not show</h2>
<ul>
<li>It showed that a laboratory implosion can reach a target gain above one, confirming physics models refined over many years of experiments.</li>
<li>It did not show net energy for the facility as a whole. The laser system draws far more energy from the grid than the light it delivers, so the plant-level balance remained deeply negative.</li>
<li>It was a single event. NIF was built mainly for national security research and fires only a few shots a day at most, while a power plant would need to ignite targets several times per second, around the clock.</li>
</ul>
<p>Encouragingly, the laboratory reported a repeat of ignition in July 2023 with a higher yield, which suggested the December shot was not a one-off.</p>
<h2>From a science facility to an industry</h2>
<p>A commercial inertial fusion plant would need efficient drivers that can fire repeatedly, targets that can be mass-produced cheaply, a chamber that survives constant pulses of neutrons and debris, and a way to turn the resulting heat into electricity. None of those exists yet at the required scale.</p>
<p>Several private developers are working on pieces of the puzzle with different drivers. <a href="https://www.xcimer.com/">Xcimer Energy</a> in Denver is developing high-energy excimer lasers designed to be much cheaper per joule of light. <a href="https://focused-energy.co/">Focused Energy</a>, with teams in Germany and the United States, is pursuing laser-driven fusion for power plants. <a href="https://marvelfusion.com/">Marvel Fusion</a> in Munich is working on short-pulse lasers combined with nanostructured fuel targets. <a href="https://firstlightfusion.com/">First Light Fusion</a> in Oxfordshire has explored driving implosions with high-velocity projectiles instead of light.</p>
<p>Public programmes are adjusting too. The Department of Energy has signalled renewed interest in inertial fusion energy as a research area in its own right, separate from the weapons science that justified building NIF.</p>
<blockquote>Ignition answered a physics question that had been open for decades. The engineering questions it raises are just as hard, and mostly different.</blockquote>
<p>The lesson for readers following the industry is to separate scientific gain, meaning target output versus energy delivered to the target, from engineering gain, meaning electricity out versus electricity in. NIF crossed the first line. Every company in the field is now judged on how credibly it can cross the second.</p>
`,
    preview_media: null,
  },
  {
    slug: 'jet-bows-out-with-a-69-megajoule-record',
    title: 'JET Bows Out With a 69-Megajoule Record',
    date: '2024-02-21',
    author: 'Editorial Team',
    summary:
      "Europe's flagship tokamak ended four decades of operation by releasing more fusion energy in a single pulse than any machine before it.",
    body_html: `
<p>The Joint European Torus (JET), the large tokamak at the UK Atomic Energy Authority's Culham site in Oxfordshire, finished its scientific life with a record. In its third and final deuterium-tritium campaign, run between late August and mid-October 2023, a pulse on 3 October sustained high fusion power for about five seconds and released 69 megajoules of fusion energy from roughly 0.2 milligrams of fuel. The result was made public on 8 February 2024 after the data had been validated, as reported by members of the EUROfusion consortium such as <a href="https://www.media.enea.it/en/press-releases-and-news/years-archive/year-2024/energy-new-world-record-set-in-european-jet-fusion-experiment.html">ENEA</a>.</p>
<h2>Three records, one machine</h2>
<p>JET had held the fusion energy record before. In 1997 it produced about 22 megajoules, and in a campaign at the end of 2021 it reached 59 megajoules, announced in early 2022. The 2023 pulse raised the bar again. None of these shots aimed at breakeven: the plasma was heated with more energy than the fusion reactions returned. What made them valuable was the fuel, the same 50-50 mix of deuterium and tritium that future power plants are expected to burn, and the duration, long enough to study how a burning plasma behaves rather than a brief flash.</p>
<h2>Why JET mattered for ITER</h2>
<p>JET began operating in 1983 and was for most of its life the largest tokamak in the world. Between 2009 and 2011 its inner wall was rebuilt with beryllium and tungsten, the combination of materials then planned for ITER, so that scientists could see how a metal wall behaves in contact with plasma. The final campaign also studied how much tritium stays trapped in the wall, how fusion neutrons activate components, and how to run high-performance plasmas without damaging the machine. All of this feeds directly into ITER in France and into European designs for a demonstration power plant.</p>
<ul>
<li>More than 300 scientists and engineers from across the EUROfusion consortium took part in the last campaign alongside UKAEA staff.</li>
<li>For years JET was the only operating machine able to run high-performance deuterium-tritium plasmas, which gave its data particular weight.</li>
<li>The record pulse released its energy from a fuel mass far smaller than a grain of rice.</li>
</ul>
<h2>After the last pulse</h2>
<p>Operations ended in December 2023, closing a run of forty years. JET has now entered a long phase of decommissioning and repurposing led by UKAEA, which treats the dismantling itself as research: taking apart an activated, tritium-exposed fusion machine is something the industry will need to learn to do well. The <a href="https://www.gov.uk/government/organisations/uk-atomic-energy-authority/about">UKAEA overview</a> describes the site's continuing role in fusion research, including the MAST Upgrade spherical tokamak.</p>
<blockquote>JET's final campaign was less about a headline number than about showing that a deuterium-tritium plasma can be produced reliably, on demand, with the fuel mix of a future power plant.</blockquote>
<p>For the private fusion industry, JET's legacy is practical: a deep store of experimental data, a generation of engineers and operators trained on a tritium-capable machine, and a benchmark against which compact, privately built devices will be measured as they come online later this decade.</p>
<p>It also leaves a gap. Until ITER or a private machine runs deuterium-tritium plasmas, the world has no operating tokamak able to test the fuel mix that matters most, which puts extra weight on the analysis of the data JET has already produced. <a href="https://euro-fusion.org/">EUROfusion</a> and UKAEA researchers are expected to publish results from the final campaigns for years to come.</p>
`,
    preview_media: null,
  },
  {
    slug: 'paying-for-milestones-inside-the-doe-fusion-pilot-plant-program',
    title: 'Paying for Milestones: Inside the DOE Fusion Pilot Plant Program',
    date: '2024-06-20',
    author: 'Policy Desk',
    summary:
      "The US Department of Energy's Milestone-Based Fusion Development Program borrows a playbook from commercial spaceflight, paying private fusion companies only when they hit agreed goals.",
    body_html: `
<p>In May 2023 the US Department of Energy selected eight companies for its <a href="https://www.energy.gov/articles/doe-announces-46-million-commercial-fusion-energy-development">Milestone-Based Fusion Development Program</a>, with $46 million in awards for an initial 18-month period. In June 2024 the department said it had finished negotiating detailed milestones with all eight and signed agreements, so the work could formally begin. The sums are modest by the standards of the fusion industry's private fundraising, but the structure of the program is what makes it worth understanding.</p>
<h2>Borrowed from spaceflight</h2>
<p>The program was modelled on NASA's Commercial Orbital Transportation Services effort, which helped create today's commercial launch industry. Rather than paying for effort, the government pays for results. Each company agrees a list of technical and commercial milestones with the department. Federal money is released only when a review confirms that a milestone has been met, and the companies put in their own funds alongside. The first phase focuses on the science and technology risks on each company's critical path and on pre-conceptual designs for a fusion pilot plant, with the longer-term aim of pilot plant designs within five to ten years.</p>
<h2>Eight companies, five approaches</h2>
<p>The selection deliberately spans the main concepts in private fusion, as <a href="https://www.ans.org/news/article-5146/princeton-stellarators-and-type-one-energy-does-stellarator-fusion-pilot-picks/">the American Nuclear Society</a> and others noted in 2023:</p>
<ul>
<li>Tokamaks: Commonwealth Fusion Systems and Tokamak Energy Inc., the US arm of the UK company.</li>
<li>Stellarators: Type One Energy and Princeton Stellarators, which has since renamed itself Thea Energy.</li>
<li>Laser-driven inertial fusion: Focused Energy and Xcimer Energy.</li>
<li>Magnetic mirror: Realta Fusion, a University of Wisconsin-Madison spinout.</li>
<li>Sheared-flow-stabilized Z-pinch: Zap Energy.</li>
</ul>
<p>That breadth is a hedge. No one knows which approach will produce the first economic power plant, and a milestone structure lets the government keep several options open while limiting its exposure to any single bet.</p>
<h2>Why the slow start</h2>
<p>More than a year passed between selection and signed agreements. Negotiating milestones that are both meaningful and verifiable took time, and reports pointed to questions about how intellectual property would be handled. For a first-of-its-kind program in fusion that is perhaps unsurprising, but it is a reminder that public-private partnerships move at the pace of their contracts.</p>
<h2>Why it matters beyond the money</h2>
<p>For the companies, a milestone passed under federal review is a signal to private investors, and that signal may end up mattering more than the federal dollars themselves. For the national laboratories, the program creates a direct line into private designs. <a href="https://www.pppl.gov/news/2023/princeton-stellarators-inc-pppl-spinoff-company-receives-funding-through-doe%E2%80%99s-milestone">PPPL</a>, for example, has highlighted both its spinoff's selection and its plans to partner with other awardees.</p>
<h2>What to watch</h2>
<ul>
<li>Whether the milestones are demanding, and whether they are described publicly in enough detail for outsiders to judge progress.</li>
<li>Whether Congress funds later phases large enough to matter for pilot plant construction rather than design alone.</li>
<li>Whether the program opens to further companies as new entrants appear in the private fusion sector.</li>
</ul>
<p>If it works, the Milestone program could become the template for how governments co-fund fusion: public money that follows demonstrated progress, rather than leading it.</p>
`,
    preview_media: null,
  },
  {
    slug: 'iters-new-baseline-later-start-fuller-machine',
    title: "ITER's New Baseline: Later Start, Fuller Machine",
    date: '2024-07-24',
    author: 'Editorial Team',
    summary:
      'ITER has proposed replacing its 2016 schedule with a plan that drops the early first-plasma milestone in favour of starting research with a more complete machine in 2034.',
    body_html: `
<p>On 3 July 2024, ITER's Director-General presented the project's proposed new baseline, its reference schedule and scope, at a press conference in Saint-Paul-lez-Durance, after the proposal had gone to the ITER Council in June. The plan, still being evaluated by the seven ITER Members, replaces the baseline adopted in 2016, which the organization had already acknowledged could no longer be met. The <a href="https://www.iter.org/newsline/-/4056">ITER Newsline report</a> sets out the official account.</p>
<h2>What changes</h2>
<ul>
<li>The 2016 plan aimed for a first plasma in 2025: a brief, low-power test of a largely bare machine, followed by years of further assembly. That milestone is gone.</li>
<li>Instead, the first operating phase, called Start of Research Operation, is scheduled for 2034. It will begin with a divertor, shield blocks and additional heating systems already installed, and will run hydrogen and deuterium plasmas.</li>
<li>Operation at full magnetic energy moves to 2036, three years later than in the previous plan.</li>
<li>Deuterium-tritium operation, the phase in which ITER will produce significant fusion power, is now expected from 2039, about four years later than before.</li>
<li>The plasma-facing first wall will be made of tungsten rather than beryllium, a change that brings ITER closer to what future power plants are expected to use.</li>
</ul>
<h2>Why it slipped</h2>
<p>Two causes dominate. The Covid-19 pandemic slowed factory work, inspections and deliveries across a supply chain that spans all the ITER Members. And the project discovered defects in major components, including dimensional problems at the welding bevels of vacuum vessel sectors and cracking in cooling pipes of the thermal shield. Repairing them meant taking components apart, setting up repair work on site and re-sequencing assembly.</p>
<p>The new baseline also comes with higher costs. The organization indicated that the revised plan would need substantial additional resources from Members, with the figures to be settled through their evaluation.</p>
<h2>What stays the same</h2>
<p>ITER's scientific goal is unchanged: to produce 500 megawatts of fusion power from 50 megawatts of heating, a gain of ten, and to test the technologies of a reactor-scale machine, including tritium handling, large superconducting magnets and remote maintenance. The argument for the new plan is that a more complete machine will make the first research phase far more useful, and that fewer long assembly interruptions after operations begin will reduce overall risk.</p>
<blockquote>Rather than a symbolic first plasma, ITER now aims to begin with real research on a largely complete machine.</blockquote>
<h2>What it means for the wider industry</h2>
<p>For private fusion companies the timeline matters indirectly. Many of them are targeting pilot plants in the 2030s, before ITER's deuterium-tritium phase, but they still rely on the physics, materials data and trained people that ITER and its partner laboratories produce. ITER's suppliers, from magnet and cryogenics specialists to remote handling and vacuum firms, are also part of the same industrial base that private developers now draw on, and the longer schedule keeps that base busy for longer.</p>
<p>For governments, the revision is a test of patience. ITER remains the largest international science collaboration in energy, and the Members' response to the new baseline will show how they balance support for it against growing national and private fusion programmes.</p>
`,
    preview_media: null,
  },
  {
    slug: 'tokamaks-and-stellarators-two-ways-to-bottle-a-star',
    title: 'Tokamaks and Stellarators: Two Ways to Bottle a Star',
    date: '2024-11-06',
    author: 'Science Desk',
    summary:
      'Both designs confine plasma in a ring of magnetic field, but they make opposite trade-offs between simple coils and a well-behaved plasma.',
    body_html: `
<p>Most magnetic fusion machines, public and private, belong to one of two families: the tokamak and the stellarator. Both hold a plasma of hydrogen isotopes, far hotter than the core of the Sun, in a doughnut-shaped vessel using magnetic fields, so that it never touches the walls. Where they differ is in how they twist that field, and that single design choice shapes everything from the coils to how a power plant would run.</p>
<h2>Why the field has to twist</h2>
<p>A magnetic field bent into a simple ring is stronger on the inside of the ring than on the outside. Charged particles drift in such a field and would quickly leak out. The fix, understood since the early days of fusion research in the 1950s, is to give the field lines a helical twist so that particles sample the inside and the outside equally and the drifts largely cancel.</p>
<h2>The tokamak: let the plasma do it</h2>
<p>A tokamak produces much of the twist by driving a large electric current through the plasma itself, typically induced by a central solenoid acting like a transformer. Its coils are comparatively simple, and decades of experiments, from <a href="https://en.wikipedia.org/wiki/Joint_European_Torus">JET</a> in the UK to ITER under construction in France, have made it the best-understood concept. The price is that the plasma current is a source of instabilities. In the worst case a disruption can end a pulse in milliseconds and dump large forces and heat loads onto the machine. Current driven by a transformer is also inherently pulsed unless other methods sustain it.</p>
<h2>The stellarator: build the twist into the coils</h2>
<p>A stellarator creates the twist with external coils of complex three-dimensional shape. With no large plasma current there are no current-driven disruptions, and the machine can in principle run continuously. The difficulty moves from physics to engineering: designing coils that give good confinement needs heavy computer optimisation, and building them to tight tolerances is hard.</p>
<p>Germany's <a href="https://en.wikipedia.org/wiki/Wendelstein_7-X">Wendelstein 7-X</a>, operated by the <a href="https://www.ipp.mpg.de/">Max Planck Institute for Plasma Physics</a> in Greifswald, was built to show that an optimised stellarator behaves as theory predicts. It produced its first plasma in December 2015 and uses 50 non-planar and 20 planar superconducting coils. After an upgrade that added water-cooled wall components, the institute reported in 2023 that the device had sustained a plasma for eight minutes with an energy turnover of 1.3 gigajoules, a step towards the long pulses a power plant would need.</p>
<h2>Where the companies stand</h2>
<ul>
<li>Tokamak developers include Commonwealth Fusion Systems, which uses high-temperature superconducting magnets to build a compact, high-field machine, and Tokamak Energy, which pursues the spherical tokamak, a squat variant with a very small central hole.</li>
<li>Stellarator developers include Type One Energy and Thea Energy in the United States and Proxima Fusion in Germany. Thea's design replaces twisted coils with arrays of planar coils whose currents are individually controlled.</li>
</ul>
<blockquote>The tokamak trades engineering simplicity for a more temperamental plasma; the stellarator trades a calmer plasma for harder engineering.</blockquote>
<h2>Converging advantages</h2>
<p>Advances in computing and in superconducting magnets are narrowing both gaps. Better simulation and optimisation make stellarator coils easier to design and build, while high-field magnets let tokamaks shrink and help them operate further from their stability limits. Both families also share most of the hard engineering of a power plant: heat exhaust, materials that survive neutron bombardment, tritium breeding and remote maintenance.</p>
<p>Neither family has yet produced net energy. The next decade of experiments, public and private, should show whether either has a decisive edge for commercial power, or whether the answer depends on the market a plant is built for.</p>
`,
    preview_media: null,
  },
  {
    slug: 'the-tape-behind-the-magnets-fusions-hts-supply-chain',
    title: "The Tape Behind the Magnets: Fusion's HTS Supply Chain",
    date: '2025-02-12',
    author: 'Staff Writer',
    summary:
      "High-temperature superconducting tape made compact high-field fusion magnets possible, and securing enough of it has become one of the industry's most closely watched supply chains.",
    body_html: `
<p>On 5 September 2021, Commonwealth Fusion Systems and MIT's Plasma Science and Fusion Center ramped a large-bore magnet built from high-temperature superconducting (HTS) tape to a field of 20 tesla, which <a href="https://news.mit.edu/2021/MIT-CFS-major-advance-toward-fusion-energy-0908">MIT described</a> as the most powerful magnetic field of its kind ever created on Earth. The test magnet alone contained about 267 kilometres of tape. That figure explains why a material most people have never heard of now sits near the top of fusion companies' procurement worries.</p>
<h2>What the tape is</h2>
<p>The HTS used in fusion magnets is usually REBCO: a ceramic made of a rare-earth element such as yttrium or gadolinium, barium, copper and oxygen. It is brittle, so it is not drawn into wire like a metal. Instead manufacturers deposit a superconducting layer only a few micrometres thick onto a thin, strong metal substrate, with buffer layers beneath it and silver and copper on top for protection and electrical stability. The result is a flexible tape a few millimetres wide, sold by length.</p>
<p>Its advantage over the niobium-based low-temperature superconductors used in ITER's magnets is that it keeps carrying very large currents in very strong fields, and does so at around 20 kelvin rather than about 4 kelvin. That combination allows much higher fields. Because the fusion power a tokamak can produce rises steeply with field strength, a high-field machine can be far smaller for the same performance.</p>
<h2>Who makes it</h2>
<p>Commercial production of REBCO tape is concentrated in a small number of firms, including Faraday Factory Japan, Fujikura, SuperPower (part of Furukawa Electric), Shanghai Superconductor Technology, SuperOx, SuNAM and THEVA. For most of their history these companies supplied research magnets, power cables and other niche markets. Fusion has turned into a customer ordering on a scale that dwarfs those uses, and several producers have expanded capacity in response.</p>
<h2>The pressures on the chain</h2>
<ul>
<li>Volume: a single compact tokamak needs thousands of kilometres of tape, and a fleet of power plants would need far more than today's world output.</li>
<li>Cost: tape is usually priced per kiloampere-metre of current-carrying capacity, and that price must fall substantially for fusion electricity to compete.</li>
<li>Quality: defects, variation in performance along a tape's length and the behaviour of joints all matter when a magnet has to operate reliably for years.</li>
<li>Geography: leading manufacturers sit in several countries, including Japan, China, Russia, South Korea and Germany, which raises questions about supply security and export controls for developers elsewhere.</li>
</ul>
<h2>How developers are responding</h2>
<p>Fusion developers are signing long-term supply agreements, investing in suppliers and building in-house capability to wind and test magnets. <a href="https://tokamakenergy.com/">Tokamak Energy</a> in Oxfordshire has made HTS magnet technology a business line in its own right, selling magnet systems beyond fusion. Stellarator developers such as Thea Energy wind HTS coils at their own sites to iterate quickly on designs.</p>
<blockquote>The physics case for high-field fusion magnets was made on a test stand in 2021. The industrial case depends on making tape faster and cheaper than ever before.</blockquote>
<h2>An opportunity for suppliers</h2>
<p>For manufacturers, the opportunity is unusual: a technology-driven demand surge that rewards improvements in deposition speed, yield and inspection. It also pulls in neighbouring trades, from substrate and copper suppliers to cryogenic cooling, insulation and quench-detection electronics. Tape makers and magnet specialists are listed in this site's supply chain directory, where readers can see which developers they are known to supply.</p>
`,
    preview_media: null,
  },
  {
    slug: 'helion-breaks-ground-on-orion-its-planned-fusion-plant-for-microsoft',
    title: 'Helion Breaks Ground on Orion, Its Planned Fusion Plant for Microsoft',
    date: '2025-08-13',
    author: 'Staff Writer',
    summary:
      'Helion has started site work in Malaga, Washington, on the plant meant to supply fusion electricity to Microsoft under the first power purchase agreement for fusion.',
    body_html: `
<p>Helion, the fusion developer based in Everett, Washington, announced on 30 July 2025 that it had begun site work on Orion, the power plant it intends to use to supply electricity to Microsoft. The site is in Malaga, in Chelan County, on land leased from the Chelan County Public Utility District and chosen for its access to existing transmission. <a href="https://www.world-nuclear-news.org/articles/helion-begins-work-on-fusion-power-plant">World Nuclear News</a> and other outlets covered the announcement.</p>
<h2>The deal behind the plant</h2>
<p>In May 2023 Microsoft signed an agreement to buy electricity from Helion's first fusion power plant, widely described as the first power purchase agreement for fusion energy. Constellation Energy acts as power marketer and manages transmission. Helion has said it expects Orion to come online by 2028 and to target 50 megawatts or more after a ramp-up period of about a year. Those are the company's targets: no fusion device anywhere has yet produced net electricity, and Helion has not publicly demonstrated it with its prototypes.</p>
<h2>How Helion's approach differs</h2>
<ul>
<li>It is pulsed. Two rings of plasma, called field-reversed configurations, are fired towards each other, merged and compressed by magnets, and the cycle repeats.</li>
<li>It aims to recover electricity directly. As the plasma expands against the magnetic field it pushes back on the coils and induces current, instead of boiling water to drive a turbine.</li>
<li>It plans to use deuterium and helium-3 as fuel, which produces fewer neutrons than deuterium-tritium fusion but requires higher temperatures. Helion intends to make helium-3 itself from deuterium-deuterium reactions.</li>
</ul>
<p>The company is testing this approach on Polaris, its latest prototype, in Everett, where components for Orion are also expected to be built.</p>
<h2>Permits and money</h2>
<p>Before starting work, Orion went through Washington's State Environmental Policy Act review, which resulted in a mitigated determination of non-significance. More permits are needed to build and operate the plant itself, and Helion has said it will continue to work through them with state and local agencies, Tribal Nations and the public. Financially, Helion raised a $425 million Series F round in January 2025, one of the largest private fusion rounds of the year according to coverage of the <a href="https://www.neimagazine.com/news/fusion-funding-hits-record-high/">Fusion Industry Association's 2025 report</a>.</p>
<blockquote>Orion turns a power purchase agreement signed in 2023 into a construction site in 2025. The physics still has to follow.</blockquote>
<h2>Why it matters</h2>
<p>Fusion companies have long been asked when they will deliver electricity to a real customer. Helion has given one of the most specific answers in the industry: a named buyer, a named site and a date. That makes Orion a closely watched test. If Polaris and its successors perform as the company hopes, the project could show how quickly a fusion plant can be permitted, built and connected. If not, the date in the contract will be an equally public measure of how far the technology still has to go.</p>
<p>Either way, the project is already doing something useful for the sector: it is forcing utilities, regulators and local communities to work through what hosting a fusion plant involves, from land leases and environmental review to grid connection. Readers can follow the company's own updates on its <a href="https://www.helionenergy.com/">website</a>.</p>
`,
    preview_media: null,
  },
  {
    slug: 'fusion-funding-in-2025-what-the-industry-survey-shows',
    title: 'Fusion Funding in 2025: What the Industry Survey Shows',
    date: '2025-09-10',
    author: 'Editorial Team',
    summary:
      "The Fusion Industry Association's fifth annual survey found the sector's best fundraising year since 2022, alongside clear signs that the money needed to reach pilot plants is still far larger.",
    body_html: `
<p>Each year the <a href="https://www.fusionindustryassociation.org/">Fusion Industry Association</a> (FIA), the trade body for private fusion developers, publishes a survey of the companies it knows about. Its fifth edition, covering the twelve months to July 2025, is the most widely cited snapshot of how much money is flowing into commercial fusion. Here is what it says, and how to read it.</p>
<h2>The headline numbers</h2>
<ul>
<li>Companies reported raising about $2.64 billion in the twelve months to July 2025, the highest annual total since 2022 and far above the previous year's figure of a little over $900 million.</li>
<li>Cumulative funding for the 53 companies in the report reached about $9.77 billion, roughly five times the total recorded in 2021.</li>
<li>The number of companies covered has grown from 23 in the first survey to 53, with eight new entrants since 2024.</li>
</ul>
<p>A handful of very large rounds drove the total, including Pacific Fusion's $900 million Series A, Helion's $425 million Series F and Marvel Fusion's EUR 113 million Series B, as summarised by <a href="https://www.neimagazine.com/news/fusion-funding-hits-record-high/">Nuclear Engineering International</a>.</p>
<h2>Public money is growing too</h2>
<p>The survey counts grants and cost-shared government programmes alongside private equity. The 2024 edition had already reported public funding to private companies rising sharply, and the 2025 figures show that trend continuing as governments in the United States, the United Kingdom, Germany, Japan and elsewhere expand their fusion programmes. Milestone-style schemes, in which public funds follow demonstrated progress, are becoming a common template.</p>
<h2>The gap that remains</h2>
<p>The more sobering figures come from the companies' own estimates. Asked how much more investment they would need to bring a first pilot plant online, respondents gave answers ranging from a few million dollars to about $12.5 billion, with a median of about $700 million. Added up, that is roughly eight times what the industry has raised to date, and 83 percent of respondents still describe investment as a major challenge.</p>
<p>The FIA itself cautions against treating that sum as the industry's bill: not every company will reach a pilot plant, and consolidation is likely as a smaller number of leaders emerges.</p>
<h2>How to read the survey</h2>
<ul>
<li>It is self-reported and voluntary, so totals depend on which companies respond and how they count commitments.</li>
<li>Large rounds are often released in tranches tied to milestones, so announced amounts are not necessarily all in the bank.</li>
<li>Timelines are ambitious: most respondents expect fusion electricity on the grid before the end of the 2030s, and over half by 2035.</li>
</ul>
<blockquote>Fusion funding is concentrating: a few companies are raising very large rounds, while many others compete for a smaller pool.</blockquote>
<h2>Why it matters for jobs and suppliers</h2>
<p>For job seekers and suppliers, the direction of travel matters more than the precise total. Better-funded developers are moving from research into construction, which shifts hiring towards engineers, technicians, project managers and procurement specialists, and turns supply chain relationships from prototype orders into multi-year contracts. The FIA's companion supply chain report points the same way, with spending by fusion companies on their suppliers rising year on year.</p>
<p>The funding records on this site track individual rounds and public awards as they are announced, so readers can see which organizations are behind the totals.</p>
`,
    preview_media: null,
  },
  {
    slug: 'inside-the-build-sparc-takes-shape-in-devens',
    title: 'Inside the Build: SPARC Takes Shape in Devens',
    date: '2025-12-03',
    author: 'Staff Writer',
    summary:
      'Commonwealth Fusion Systems is assembling SPARC, a compact high-field tokamak designed to produce more fusion power than the heating power it absorbs, at its campus in Devens, Massachusetts.',
    body_html: `
<p>In Devens, Massachusetts, north-west of Boston, Commonwealth Fusion Systems (CFS) is building SPARC, a tokamak intended to produce more fusion power than the heating power put into its plasma. The company, spun out of MIT in 2018, has made the Devens campus both its headquarters and its factory: the same site houses SPARC, magnet manufacturing and magnet testing.</p>
<h2>Why SPARC is small</h2>
<p>SPARC is compact compared with ITER because of its magnets. The machine uses high-temperature superconducting tape, which can produce much stronger fields than the conventional superconductors used in earlier large tokamaks. The key proof came on 5 September 2021, when CFS and MIT's Plasma Science and Fusion Center <a href="https://news.mit.edu/2021/MIT-CFS-major-advance-toward-fusion-energy-0908">ramped a large-bore test magnet to 20 tesla</a>. Because the fusion power a tokamak can produce rises steeply with magnetic field, a stronger field lets designers shrink the machine dramatically while keeping the same performance goals.</p>
<p>SPARC's design uses 18 toroidal field magnets arranged around the vacuum vessel, along with a central solenoid and poloidal field coils that drive and shape the plasma. Each magnet must be wound, tested and installed to tight tolerances, which makes magnet production one of the most demanding parts of the project.</p>
<h2>From building to assembly</h2>
<p>CFS began construction of the Devens campus in 2021. Once the SPARC hall was ready, work shifted to the tokamak itself, starting in March 2025 with the cryostat base, the first piece of the machine bolted into its final position. The company aims to produce a first plasma and then to demonstrate net fusion energy, a fusion gain, Q, greater than one, as quickly as commissioning allows.</p>
<ul>
<li>SPARC is an experiment, not a power plant: it will not generate electricity.</li>
<li>It is designed to run short pulses with deuterium-tritium fuel, providing data on burning plasmas and on how HTS magnets behave in a fusion environment.</li>
<li>CFS is one of the eight companies in the US Department of Energy's Milestone-Based Fusion Development Program.</li>
</ul>
<h2>The plant after SPARC</h2>
<p>CFS's commercial design is called ARC. In December 2024 the company announced that it plans to build its first ARC plant in Chesterfield County, Virginia, working with Dominion Energy Virginia, with a goal of delivering power to the grid in the early 2030s. In June 2025 Google agreed to buy 200 megawatts of electricity from that plant. CFS has continued to raise large private rounds to fund the transition from experiment to power plant.</p>
<blockquote>SPARC is where the high-field tokamak concept meets its first real test; ARC is where the company's commercial promises will be judged.</blockquote>
<h2>Why Devens matters for the supply chain</h2>
<p>Building SPARC has created demand well beyond CFS. The project has drawn on suppliers of superconducting tape, cryogenic systems, vacuum components, power supplies, heating systems and diagnostics, many of them small specialist firms. Because CFS manufactures its own magnets, Devens has also become a training ground for technicians who wind, insulate and test large superconducting coils, a skill set the wider industry will need.</p>
<h2>What to watch</h2>
<p>The milestones that matter now are concrete: completion of magnet installation, cooldown of the superconducting system, first plasma, and the first deuterium-tritium campaign. Each will be public, and each will say something about whether compact high-field tokamaks can move on the timescales their backers expect. More on the company is available on its <a href="https://cfs.energy/">website</a>.</p>
`,
    preview_media: null,
  },
  {
    slug: 'the-tritium-problem-how-fusion-plants-will-make-their-own-fuel',
    title: 'The Tritium Problem: How Fusion Plants Will Make Their Own Fuel',
    date: '2026-03-11',
    author: 'Science Desk',
    summary:
      'Deuterium-tritium fusion is the easiest reaction to ignite, but tritium barely exists in nature, so power plants will have to breed and recycle it themselves.',
    body_html: `
<p>Most fusion power plant designs burn a mixture of deuterium and tritium, two heavy forms of hydrogen. When they fuse, they produce a helium nucleus carrying about 3.5 megaelectronvolts of energy and a neutron carrying about 14.1 megaelectronvolts. This reaction is by far the easiest to achieve at temperatures a plant can realistically reach, which is why ITER, JET's record campaigns, NIF's ignition shots and many private designs all use it. Deuterium is easy to obtain: it can be extracted from ordinary water. Tritium is the hard part.</p>
<h2>A scarce, decaying fuel</h2>
<p><a href="https://en.wikipedia.org/wiki/Tritium">Tritium</a> is radioactive, with a half-life of about 12.3 years, so natural stocks are negligible. Most of the world's civilian supply is a by-product of heavy-water fission reactors of the CANDU type, chiefly in Canada, and the available inventory is measured in tens of kilograms. That is enough for experiments and for starting early machines, but not for a fleet of power plants. A plant producing one gigawatt of fusion power would burn roughly 55 kilograms of tritium a year.</p>
<h2>Breeding: making fuel from lithium</h2>
<p>The answer is to breed tritium inside the plant. Every deuterium-tritium reaction releases one neutron. If that neutron is absorbed by lithium-6, the reaction produces a new tritium atom and a helium atom. Surround the plasma with a blanket containing lithium, and the machine can in principle replace the tritium it burns. The figure of merit is the tritium breeding ratio: the number of tritium atoms produced for each one consumed. It must exceed one, with margin, to cover losses, radioactive decay, inventory held up in the plant's systems and fuel to start new plants.</p>
<p>Reaching that margin is difficult because not every neutron reaches the lithium: some are absorbed by structures, ports, heating systems and diagnostics. Designers compensate with neutron multipliers such as beryllium or lead and by enriching lithium in the lithium-6 isotope. Candidate blanket designs include solid ceramic pebbles, liquid lithium-lead alloys and molten salts such as FLiBe.</p>
<h2>The rest of the loop</h2>
<ul>
<li>Only a small fraction of the fuel injected into a plasma fuses in a single pass, so the exhaust must be pumped out, cleaned of helium and impurities, and reinjected quickly.</li>
<li>Tritium bred in the blanket must be extracted, purified and stored, while tritium that permeates into metals or coolant must be tracked and recovered.</li>
<li>Every stage must keep inventories small, both to limit the radioactive material on site and to let plants start up without large external supplies.</li>
</ul>
<h2>Who is working on it</h2>
<p>ITER will test breeding blanket mock-ups, known as Test Blanket Modules, supplied by its Members. In the UK, UKAEA and Eni announced a partnership in 2025 to build what <a href="https://www.wired-gov.net/wg/news.nsf/articles/fusion+energy+powers+uks+industrial+strategy+24062025161000?open">UK fusion officials describe</a> as the world's largest tritium fuel cycle facility. Private companies such as Kyoto Fusioneering are building test loops for blankets and fuel-cycle components. Some developers sidestep part of the problem by choosing other fuels: Helion, for example, plans to use deuterium and helium-3, although its machines would still produce some tritium through side reactions.</p>
<blockquote>A fusion plant is not only a plasma machine; it is also a small chemical plant for hydrogen isotopes.</blockquote>
<h2>Why it matters for the industry</h2>
<p>The fuel cycle is where fusion's engineering meets its regulation and its economics. The amount of tritium held on site shapes how a plant is licensed, the speed of breeding limits how fast a fleet can grow, and the systems that handle tritium are a large share of a plant's cost and complexity. Until a blanket has shown a breeding ratio above one in a working fusion environment, tritium self-sufficiency remains a design target rather than a demonstrated fact.</p>
`,
    preview_media: null,
  },
  {
    slug: 'regulating-fusion-the-us-byproduct-route-and-the-uk-model',
    title: 'Regulating Fusion: The US Byproduct Route and the UK Model',
    date: '2026-06-17',
    author: 'Policy Desk',
    summary:
      'The United States and the United Kingdom have both decided not to regulate fusion machines like fission reactors, and their choices are now being written into law and rules.',
    body_html: `
<p>For years, fusion developers asked regulators a basic question: will a fusion power plant be licensed like a nuclear fission reactor? In both the United States and the United Kingdom the answer has turned out to be no, with important differences in how each country gets there.</p>
<h2>United States: fusion under the byproduct material rules</h2>
<p>In April 2023 the five commissioners of the Nuclear Regulatory Commission (NRC) voted unanimously to regulate fusion energy systems under the agency's existing framework for byproduct material, the rules in Part 30 of Title 10 of the Code of Federal Regulations that already cover particle accelerators and radioactive sources, rather than under the framework used for fission reactors. The Commission asked for a limited-scope rulemaking and a dedicated volume of licensing guidance, as <a href="https://www.jdsupra.com/legalnews/nrc-commissioners-vote-on-regulatory-1148608/">legal analyses summarised at the time</a>.</p>
<p>One practical consequence is that US states matter as much as Washington. Under the NRC's Agreement State program, most states regulate byproduct material themselves, and some had already licensed fusion research devices before the vote. A common national framework lets states apply consistent rules while keeping licensing close to where machines are built.</p>
<p>Congress reinforced the approach in 2024 by writing a definition of fusion machines into law. On 26 February 2026 the NRC published its proposed rule, <a href="https://www.govinfo.gov/content/pkg/FR-2026-02-26/html/2026-03865.htm">Regulatory Framework for Fusion Machines</a>, in the Federal Register, together with draft licensing guidance in a new volume of NUREG-1556. The proposal augments the byproduct material rules with technology-inclusive requirements meant to cover the wide variety of designs under development, and the public comment period ran until 27 May 2026.</p>
<h2>United Kingdom: outside nuclear site licensing</h2>
<p>The UK reached a similar conclusion by a different route. After consulting in 2021, the government confirmed that fusion energy facilities would be regulated by the environment agencies for environmental protection and by the Health and Safety Executive for worker and public safety, rather than through the nuclear site licensing regime that applies to fission plants. The <a href="https://www.legislation.gov.uk/ukpga/2023/52">Energy Act 2023</a> put that position into law by excluding fusion energy facilities from the nuclear installations licensing regime.</p>
<p>The framework was designed with the UK's own prototype in mind. In October 2022 the government selected the former coal-fired power station at West Burton in Nottinghamshire as the <a href="https://specificationonline.co.uk/articles/2022-10-04/dclg/site-of-uk-s-first-fusion-energy-plant-selected">site for STEP</a>, the Spherical Tokamak for Energy Production, which aims to operate around 2040. Delivery has been handed to UK Industrial Fusion Solutions, a UKAEA subsidiary created in 2023, and in 2025 the government committed about 2.5 billion pounds over five years to fusion, with STEP at the core of the programme.</p>
<h2>What both systems share</h2>
<ul>
<li>A judgement that fusion's hazards, chiefly tritium, activated materials and radiation during operation, are real but much smaller than those of fission, with no chain reaction to control and no possibility of a runaway meltdown.</li>
<li>A preference for proportionate, technology-inclusive rules that can be tightened if future designs prove to carry larger hazards.</li>
<li>Early engagement with industry and the public, through public meetings during the NRC rulemaking and local engagement around the West Burton site.</li>
</ul>
<blockquote>Regulatory clarity does not build a power plant, but its absence can stop one from being financed.</blockquote>
<h2>Why it matters</h2>
<p>For developers and investors, a known licensing path turns an open-ended risk into a schedule item. It also shapes design choices: the amount of tritium held on site, shielding and waste classification all affect how a plant will be licensed. Several other countries are working on their own approaches, and industry groups argue that aligning rules between major markets would help designs and suppliers move across borders. For now, the US and UK models are the most advanced reference points.</p>
`,
    preview_media: null,
  },
  {
    slug: 'working-in-fusion-roles-skills-and-ways-in',
    title: 'Working in Fusion: Roles, Skills and Ways In',
    date: '2026-10-14',
    author: 'Careers Desk',
    summary:
      'Fusion employers hire far beyond plasma physics, and many of the fastest-growing needs are in engineering, manufacturing, operations and software.',
    body_html: `
<p>Ask most people who works in fusion and they picture a physicist in front of a plasma display. Physicists are essential, but as the industry moves from experiments to construction, most new jobs look like those in any advanced manufacturing or energy project, with some unusual twists.</p>
<p>The workforce is growing. The Fusion Industry Association's 2025 surveys, as <a href="https://sfeninenglish.org/nuclear-fusion-industry-investment-2021-2025">summarised by the French Nuclear Energy Society</a>, reported that private fusion companies employed more than 4,600 people, about four times as many as in 2021, with thousands more jobs in their supply chains. Public laboratories and international projects such as ITER employ many more.</p>
<h2>The main job families</h2>
<ul>
<li>Engineering: magnet engineers working with superconducting tape, cryogenics, vacuum systems, power electronics and pulsed power, mechanical design, structural analysis, neutronics, and remote handling for maintenance in radioactive environments.</li>
<li>Science and research: plasma physicists, laser and optics specialists, materials scientists studying radiation damage, and diagnostics experts who build the instruments that measure what a plasma is doing.</li>
<li>Software and data: controls engineers, real-time systems developers, simulation and high-performance computing specialists, and data scientists who turn large volumes of experimental data into decisions.</li>
<li>Operations and construction: technicians, machinists, coil winders, quality inspectors, construction managers and the operators who run machines day to day.</li>
<li>Business, policy and communications: finance, procurement, supply chain, licensing and regulatory affairs, government relations and public engagement.</li>
</ul>
<h2>Skills that transfer</h2>
<p>Many fusion hires come from neighbouring sectors. Aerospace and semiconductor engineers bring precision manufacturing and vacuum experience. Fission and defence professionals bring nuclear safety, quality assurance and regulatory know-how. Particle accelerator and medical imaging specialists understand superconducting magnets and cryogenics. Software engineers from robotics and other real-time fields bring controls and data skills. Many job listings ask for hands-on hardware experience alongside, or instead of, a fusion-specific degree.</p>
<h2>Ways in</h2>
<ul>
<li>Internships and summer placements are offered by many companies and public laboratories, often advertised in the autumn and winter for the following summer.</li>
<li>Graduate schemes, such as the early-career programmes of the <a href="https://careers.ukaea.uk/">UK Atomic Energy Authority</a>, rotate new graduates through engineering and science teams.</li>
<li>Apprenticeships train technicians on the job. UKAEA's Oxfordshire Advanced Skills centre at Culham is one example, and the STEP programme committed from the start to apprenticeship schemes in the region around West Burton.</li>
<li>Regional partnerships are growing, such as Realta Fusion's work with the <a href="https://wrtp.org/in-the-news/realta-fusion-wrtp-big-step-to-craft-fusion-workforce-pipeline/">WRTP BIG STEP</a> workforce organisation in Wisconsin to map the skills a fusion workforce will need.</li>
</ul>
<h2>Where the jobs are</h2>
<p>Hiring clusters around the major sites: Massachusetts and Washington State in the United States, Oxfordshire in the UK, Bavaria and Greifswald in Germany, and the area around ITER in southern France, along with national laboratories such as PPPL, Lawrence Livermore and Oak Ridge. Many software, analysis and business roles are offered on hybrid or remote terms, while hardware, operations and construction roles are mostly on site.</p>
<blockquote>The fusion workforce of the 2030s will be built largely from people who are not fusion specialists today.</blockquote>
<h2>Getting started</h2>
<p>For students, the most useful preparation is often practical: lab courses, machining and electronics projects, programming for hardware, and internships that involve real equipment. For experienced professionals, the best entry point is usually the skill you already have, applied to a fusion problem. The jobs board on this site is filled from employers' own job boards as they are connected; until then it shows sample listings, marked as such, to illustrate the kinds of roles these employers hire for.</p>
`,
    preview_media: null,
  },
];
