import type { OrganizationDetail } from 'mf-shared';
import { ClaimSlot } from '../../../../components/ClaimSlot';

export interface OrganizationClaimSlotProps {
  organization: OrganizationDetail;
}

/**
 * The claim control ('Claim This Organization to Edit', 'Edit request pending', or 'You have
 * claimed this organization. Edit this page'; docs/product/account.md §9), owned by the account area and shown
 * through the contract (components/ClaimSlot.tsx).
 */
export function OrganizationClaimSlot({ organization }: OrganizationClaimSlotProps) {
  return <ClaimSlot kind="organization" slug={organization.slug} name={organization.display_name} />;
}
