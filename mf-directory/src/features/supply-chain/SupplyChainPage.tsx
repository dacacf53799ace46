// Placeholder until the supply chain issue lands: /supply-chain.
import { ComingSoon } from 'mf-shared/kit';

export default function SupplyChainPage() {
  return <ComingSoon heading="Supply Chain" summary="Suppliers to the fusion industry, by category and sub-category." />;
}
