import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { safeParse } from 'zod/mini';
import {
  BUY_FOR_ME_DELIVERY,
  type BuyForMeQuote,
  PROCESSING_FEE_PERCENT,
  quoteBuyForMe,
} from '../../../core/products/buy-for-me-quote.js';
import {
  DEFAULT_PRODUCT_WEIGHT_KG,
  buyForMeLinkSchema,
  manualProductSchema,
} from '../../../core/products/product.schema.js';
import { CUSTOMS_CATEGORIES, type CustomsCategoryKey } from '../../../core/customs/customs-rates.js';
import { PRODUCT_URL_MESSAGES } from '../../../core/products/amazon-link.js';
import { dollarsToCents } from '../../../core/shared/money.js';
import { type ProductDetails, lookUpProduct } from './products.api.js';
import { serverMessage } from '../../site/fetch-json.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { SubmitButton } from '../../ui/button.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { CostBreakdown } from './cost-breakdown.js';
import { OrderActions } from './order-actions.js';
import type { OrderItem } from './order-message.js';
import { ProductCard } from './product-card.js';

type Lookup =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; product: ProductDetails }
  | { kind: 'manual'; error: string };

const EMPTY_MANUAL = {
  name: '',
  price: '',
  weight: String(DEFAULT_PRODUCT_WEIGHT_KG),
  length: '',
  width: '',
  height: '',
};
type ManualValues = typeof EMPTY_MANUAL;

/** The manual form's fields, in the order a shopper reads a product page. */
const MANUAL_FIELDS: { field: keyof ManualValues; label: string; step?: number; required?: boolean }[] = [
  { field: 'name', label: 'Product name', required: true },
  { field: 'price', label: 'Price (USD)', step: 0.01, required: true },
  { field: 'weight', label: 'Weight (kg)', step: 0.1, required: true },
  { field: 'length', label: 'Length (cm)' },
  { field: 'width', label: 'Width (cm)' },
  { field: 'height', label: 'Height (cm)' },
];

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
const linkInput = ({ url, quantity }: { url: string; quantity: string }) => ({
  url,
  quantity: number(quantity),
});
const manualInput = (v: ManualValues) => ({
  name: v.name,
  price: number(v.price),
  weight: number(v.weight),
  length: number(v.length),
  width: number(v.width),
  height: number(v.height),
});
/** A manually typed box, when all three sides are given. */
const manualDimensions = ({ length, width, height }: { length?: number; width?: number; height?: number }) =>
  length !== undefined && width !== undefined && height !== undefined
    ? { dimensionsCm: { length, width, height } }
    : {};
const issuesOf = (parsed: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((parsed.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

/** The product lookup: what it found (or why the shopper types it in), and the fields it fills. */
function useProductLookup() {
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const [weight, setWeight] = useState(String(DEFAULT_PRODUCT_WEIGHT_KG));
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [manual, setManual] = useState<ManualValues>(EMPTY_MANUAL);
  const inFlight = useRef<AbortController | undefined>(undefined);

  const lookUp = async (url: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLookup({ kind: 'loading' });
    try {
      const product = await lookUpProduct(url, controller.signal);
      setWeight(String(product.weight ?? DEFAULT_PRODUCT_WEIGHT_KG));
      setChosen({});
      if (product.price === null) {
        setManual({
          ...EMPTY_MANUAL,
          name: product.title,
          weight: String(product.weight ?? DEFAULT_PRODUCT_WEIGHT_KG),
        });
        setLookup({
          kind: 'manual',
          error: `Amazon shows no price for ${product.title} right now. Enter the price you see.`,
        });
      } else {
        setLookup({ kind: 'found', product });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      setManual(EMPTY_MANUAL);
      setLookup({ kind: 'manual', error: serverMessage(error, 'Failed to fetch product details') });
    }
  };
  return { lookup, setLookup, lookUp, weight, setWeight, chosen, setChosen, manual, setManual };
}

/** The Amazon address and quantity the shopper asks about. */
const useLinkForm = () => useSchemaForm(buyForMeLinkSchema, { url: '', quantity: '1' }, linkInput);
type LinkForm = ReturnType<typeof useLinkForm>;

type ManualParsed = ReturnType<typeof safeParse<typeof manualProductSchema>>;

/** The item to price: the product found, with the weight the shopper confirmed, or the one typed in by hand. */
function itemToPrice(lookup: Lookup, weightKg: number, manual: ManualParsed, url: string) {
  if (lookup.kind === 'found' && lookup.product.price !== null && weightKg > 0) {
    return {
      title: lookup.product.title,
      link: lookup.product.url,
      unitPriceCents: dollarsToCents(Number(lookup.product.price)),
      weightKg,
      ...(lookup.product.dimensions && { dimensionsCm: lookup.product.dimensions }),
    };
  }
  if (lookup.kind === 'manual' && manual.success) {
    return {
      title: manual.data.name,
      link: url.trim() || null,
      unitPriceCents: dollarsToCents(manual.data.price),
      weightKg: manual.data.weight,
      ...manualDimensions(manual.data),
    };
  }
  return undefined;
}

/**
 * Buy for Me: paste an Amazon address, see the product and what it costs delivered to Kenya. When the lookup
 * fails, the shopper types the product in; the same core quote prices both.
 */
export function ProductQuote() {
  const link = useLinkForm();
  const { lookup, setLookup, lookUp, weight, setWeight, chosen, setChosen, manual, setManual } =
    useProductLookup();
  const [category, setCategory] = useState<CustomsCategoryKey>('other');
  const { search } = useLocation();
  // The quote follows the quantity as it is typed, within the same bounds the lookup form checks.
  const quantity = safeParse(buyForMeLinkSchema.shape.quantity, number(link.values.quantity));
  const submit = async () => {
    const parsed = link.validate();
    if (parsed.ok) {
      await lookUp(parsed.data.url);
      return;
    }
    // An Amazon address the lookup cannot use (no product id in it): say so, and let the shopper type it in.
    if (parsed.messages.includes(PRODUCT_URL_MESSAGES.noProductId)) {
      setManual(EMPTY_MANUAL);
      setLookup({ kind: 'manual', error: PRODUCT_URL_MESSAGES.noProductId });
    }
  };

  // The shop's "Price to Kenya" links arrive with the product's address: quote it straight away.
  const lookUpArrivingLink = useEffectEvent(() => {
    const arriving = new URLSearchParams(search).get('url');
    if (!arriving) return;
    link.field('url').onChange(arriving);
    if (safeParse(buyForMeLinkSchema.shape.url, arriving).success) void lookUp(arriving);
  });
  useEffect(() => {
    // Started after the mount, and cancelled by a remount, so that one arrival makes one lookup.
    const start = setTimeout(() => lookUpArrivingLink());
    return () => clearTimeout(start);
  }, []);

  const manualParsed = safeParse(manualProductSchema, manualInput(manual));
  const item = itemToPrice(lookup, Number(weight), manualParsed, link.values.url);
  const order =
    item && quantity.success ? { ...item, quantity: quantity.data, options: chosen, category } : undefined;
  const quote = order && quoteBuyForMe(order);
  const setManualField = (field: keyof ManualValues) => (value: string) =>
    setManual((m) => ({ ...m, [field]: value }));

  return (
    <div className="space-y-6">
      <LookupForm link={link} busy={lookup.kind === 'loading'} onSubmit={submit} />
      <LookupProgress lookup={lookup} />

      {lookup.kind === 'found' && (
        <FoundProduct
          product={lookup.product}
          chosen={chosen}
          onChoose={(type, value) => setChosen((c) => ({ ...c, [type]: value }))}
          weight={weight}
          onWeight={setWeight}
        />
      )}

      {lookup.kind === 'manual' && (
        <ManualEntry values={manual} issues={issuesOf(manualParsed)} onChange={setManualField} />
      )}

      {quote && (
        <QuoteSection
          quote={quote}
          order={order}
          onCategory={(value) => setCategory(CUSTOMS_CATEGORIES.find((c) => c.key === value)?.key ?? 'other')}
        />
      )}
    </div>
  );
}

/** The Amazon address and quantity, and the button that looks the product up. */
function LookupForm({
  link,
  busy,
  onSubmit,
}: {
  link: LinkForm;
  busy: boolean;
  onSubmit: () => Promise<void>;
}) {
  return (
    <Form
      label="Look up an Amazon product"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_7rem_auto] sm:items-start sm:p-6"
      onSubmit={onSubmit}
    >
      <TextField
        label="Amazon product URL"
        type="url"
        {...link.field('url')}
        required
        hint="An amazon.com product page or an amzn.to link"
      />
      <TextField
        label="Quantity"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        {...link.field('quantity')}
        required
      />
      <div className="sm:pt-6">
        <SubmitButton busy={busy} busyLabel="Fetching Product Details...">
          Get quote
        </SubmitButton>
      </div>
    </Form>
  );
}

/** While the lookup runs, and why the shopper types the product in when it fails. */
function LookupProgress({ lookup }: { lookup: Lookup }) {
  return (
    <>
      {lookup.kind === 'loading' && (
        <p role="status" className="text-slate-700">
          Fetching Product Details...
        </p>
      )}

      {lookup.kind === 'manual' && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
          {lookup.error}
        </div>
      )}
    </>
  );
}

/** The product the lookup found, its options, and the weight per item the shopper may correct. */
function FoundProduct({
  product,
  chosen,
  onChoose,
  weight,
  onWeight,
}: {
  product: ProductDetails;
  chosen: Record<string, string>;
  onChoose: (type: string, value: string) => void;
  weight: string;
  onWeight: (value: string) => void;
}) {
  return (
    <ProductCard product={product} chosen={chosen} onChoose={onChoose}>
      <TextField
        label="Weight per item (kg)"
        type="number"
        min={0.1}
        step={0.1}
        inputMode="decimal"
        value={weight}
        onChange={onWeight}
        error={Number(weight) > 0 ? undefined : 'Enter the weight in kg'}
        hint={
          product.weight === null
            ? 'Amazon does not list a weight: 0.5 kg assumed'
            : 'From the Amazon listing'
        }
      />
    </ProductCard>
  );
}

/** The product typed in by hand, when the lookup cannot give it. */
function ManualEntry({
  values,
  issues,
  onChange,
}: {
  values: ManualValues;
  issues: Record<string, string>;
  onChange: (field: keyof ManualValues) => (value: string) => void;
}) {
  const id = useId();
  // A field says what is wrong with it only once the shopper has left it: an empty form is not a mistake.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  return (
    <section
      aria-labelledby={`${id}-manual`}
      onBlur={({ target }) => {
        if (target instanceof HTMLInputElement) setTouched((t) => new Set(t).add(target.name));
      }}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={`${id}-manual`} className="text-lg font-semibold text-slate-900">
        Manual Entry Required
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Tell us about the product and we price it the same way: your quote appears below once the starred
        fields are filled in.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {MANUAL_FIELDS.map(({ field, label, step, required }) => (
          <TextField
            key={field}
            label={label}
            type={field === 'name' ? 'text' : 'number'}
            min={field === 'name' ? undefined : 0}
            step={step}
            inputMode={field === 'name' ? undefined : 'decimal'}
            name={field}
            value={values[field]}
            onChange={onChange(field)}
            error={touched.has(field) ? issues[field] : undefined}
            required={required}
          />
        ))}
      </div>
    </section>
  );
}

/** What the order costs delivered, with the customs category that decides the duty. */
function QuoteSection({
  quote,
  order,
  onCategory,
}: {
  quote: BuyForMeQuote;
  order: OrderItem & { category: CustomsCategoryKey };
  onCategory: (value: string) => void;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-quote`}
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <h3 id={`${id}-quote`} className="text-lg font-semibold text-slate-900">
        Your quote
      </h3>
      <SelectField
        label="What is it? (for Kenya's duty)"
        value={order.category}
        placeholder="Choose what the item is"
        onChange={onCategory}
        options={CUSTOMS_CATEGORIES.map((c) => ({
          value: c.key,
          label: `${c.name} (${String(c.dutyPercent)}% duty)`,
        }))}
      />
      <CostBreakdown
        quote={quote}
        quantity={order.quantity}
        unitPriceCents={order.unitPriceCents}
        feePercent={PROCESSING_FEE_PERCENT}
      />
      <p className="mt-3 text-sm text-slate-700">Delivered in Kenya {BUY_FOR_ME_DELIVERY}.</p>
      <OrderActions item={order} quote={quote} />
    </section>
  );
}
