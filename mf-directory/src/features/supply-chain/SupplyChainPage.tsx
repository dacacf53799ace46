// Placeholder until the supply chain issue lands: /supply-chain.
import { ComingSoon } from '../../components/ComingSoon';

export function SupplyChainPage() {
  return <ComingSoon title="Supply Chain" summary="Suppliers to the fusion industry, by category and sub-category." />;
}
