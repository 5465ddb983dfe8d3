import { HOME_STEPS, TESTIMONIALS } from './home-story-content.js';
import { PriceComparison } from './price-comparison.js';

/** The home page between the stores and the calculator: how it works, what customers say, what it saves. */
export default function HomeStory() {
  return (
    <>
      <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="steps-heading" className="text-2xl font-bold text-slate-900">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {HOME_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-4">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="testimonials-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900">
            What our customers say
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.name} className="rounded-xl bg-white p-5 shadow-sm">
                <blockquote className="text-slate-800">“{testimonial.quote}”</blockquote>
                <p className="mt-3 text-sm font-semibold text-slate-900">
                  {testimonial.name}, <span className="font-normal text-slate-600">{testimonial.place}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="compare-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="compare-heading" className="text-2xl font-bold text-slate-900">
          Nairobi shop or US store?
        </h2>
        <p className="mt-2 mb-4 text-slate-600">
          The same products, bought in the US and delivered to Kenya.
        </p>
        <PriceComparison />
      </section>
    </>
  );
}
