import { useIdentity } from '../../site/site-config.js';

/** Amazon's Associates agreement asks every page with tagged links to say so. */
export function AffiliateDisclosure() {
  const { brandName } = useIdentity();
  return (
    <p className="text-xs text-slate-500">
      As an Amazon Associate, {brandName} earns from qualifying purchases made through these links. It costs
      you nothing extra.
    </p>
  );
}
