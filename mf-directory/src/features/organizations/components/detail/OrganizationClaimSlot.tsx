import type { OrganizationDetail } from 'mf-shared';

export interface OrganizationClaimSlotProps {
  organization: OrganizationDetail;
}

/**
 * Where the claim control goes ('Claim This Organization to Edit', pending, or 'You have claimed
 * this organization. Edit this page'; spec 001 §4). It belongs to the accounts issue: until then
 * it renders nothing.
 */
export function OrganizationClaimSlot(_props: OrganizationClaimSlotProps) {
  return null;
}
