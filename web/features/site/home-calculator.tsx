import { ShippingCalculator } from '../shipping/shipping-calculator.js';

/** The home page's calculator, below the first screen. */
export default function HomeCalculator() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h2 className="text-2xl font-bold text-slate-900">Shipping cost calculator</h2>
      <p className="mt-2 text-slate-600">
        Enter your package details and see our price beside other forwarders'.
      </p>
      <div className="mt-6">
        <ShippingCalculator source="home" shareable />
      </div>
    </section>
  );
}
