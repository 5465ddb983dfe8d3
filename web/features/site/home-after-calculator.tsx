import HomeShopBlock from '../products/home-shop-block.js';
import LiveHomeSections from '../sections/live-home-sections.js';

/** What follows the calculator: the shop block, then the sections staff put live from /admin-preview. */
export default function HomeAfterCalculator() {
  return (
    <>
      <HomeShopBlock />
      <LiveHomeSections />
    </>
  );
}
