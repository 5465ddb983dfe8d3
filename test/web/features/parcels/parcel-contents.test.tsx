import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ParcelResponse } from '../../../../core/parcels/api/parcel-responses.schema.js';
import { declaredValueCents, estimatedTaxes } from '../../../../core/parcels/parcel-contents.js';
import { declareContentsSchema } from '../../../../core/parcels/contents.schema.js';
import { Parcels } from '../../../../web/features/parcels/parcels-list.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';
import { aParcelResponse } from './parcel-answer.mother.js';

const RECEIVED: ParcelResponse = aParcelResponse();

/** The parcels API as the server answers it, for one parcel, with the core's own estimate. */
function fakeParcelsApi() {
  let parcel = RECEIVED;
  const declared: unknown[] = [];
  let insurances = 0;
  const answer = (items: ParcelResponse['contents'], insuranceCents: number | null): ParcelResponse => {
    const contents = {
      parcelNumber: parcel.number,
      items: items.map((i) => ({ ...i, unitValueCents: Math.round(i.valueUsd * 100) })),
      declaredAt: new Date(),
      insuranceCents,
    };
    return {
      ...parcel,
      contents: items,
      declaredValueCents: declaredValueCents(contents.items),
      estimatedTaxes: estimatedTaxes({ chargeCents: 3000 }, contents),
      insured: insuranceCents !== null,
      insuranceCents,
    };
  };
  server.use(
    http.get('/api/parcels', () => HttpResponse.json({ parcels: [parcel] })),
    http.put('/api/parcels/KP1000001/contents', async ({ request }) => {
      const body = await request.json();
      declared.push(body);
      parcel = answer(declareContentsSchema.parse(body).items, null);
      return HttpResponse.json(parcel);
    }),
    http.post('/api/parcels/KP1000001/insurance', () => {
      insurances += 1;
      parcel = answer(parcel.contents, 300);
      return HttpResponse.json(parcel);
    }),
  );
  return { declared, insurances: () => insurances };
}

describe("a parcel's contents on the dashboard", () => {
  it('prompts before the cutoff, checks each line, declares the contents, shows the estimate and insures once', async () => {
    const api = fakeParcelsApi();
    const user = userEvent.setup();
    renderWithApp(<Parcels />, '/dashboard');
    const card = await screen.findByRole('region', { name: 'Contents of KP1000001' });
    expect(await within(card).findByText(/before the warehouse cutoff, Fri/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Declare contents' }));

    await user.click(within(card).getByRole('button', { name: 'Save contents' }));
    expect(within(card).getByText('Say what the item is (1 to 200 characters)')).toBeInTheDocument();
    expect(within(card).getByText('Choose what the item is')).toBeInTheDocument();
    expect(within(card).getByText("One unit's value in US dollars, such as 24.99")).toBeInTheDocument();
    expect(api.declared).toEqual([]);

    const fill = async (line: number, what: string, category: string, quantity: string, value: string) => {
      const item = within(card).getByRole('group', { name: `Item ${String(line)}` });
      await user.type(within(item).getByLabelText(/What it is/), what);
      await user.selectOptions(within(item).getByLabelText(/Category/), category);
      await user.clear(within(item).getByLabelText(/Quantity/));
      await user.type(within(item).getByLabelText(/Quantity/), quantity);
      await user.type(within(item).getByLabelText(/Value of one/), value);
    };
    await fill(1, 'Jeans', 'clothing', '2', '40');
    await user.click(within(card).getByRole('button', { name: 'Add an item' }));
    await user.click(within(card).getByRole('button', { name: 'Add an item' }));
    await fill(2, 'Textbook', 'books', '1', '20');
    await user.click(within(card).getByRole('button', { name: 'Remove item 3' }));
    await user.click(within(card).getByRole('button', { name: 'Save contents' }));

    const estimate = await within(card).findByLabelText('Estimated taxes');
    expect(api.declared).toEqual([
      {
        items: [
          { description: 'Jeans', category: 'clothing', quantity: 2, valueUsd: 40 },
          { description: 'Textbook', category: 'books', quantity: 1, valueUsd: 20 },
        ],
      },
    ]);
    // Worked by hand in the core's test: $68.87 on a customs value of $130.
    expect(within(estimate).getByText('Import duty').nextElementSibling).toHaveTextContent('$36.40');
    expect(within(estimate).getByText('Taxes (estimate)').nextElementSibling).toHaveTextContent('$68.87');
    expect(estimate).toHaveTextContent(/customs value of \$130\.00/);
    expect(estimate).toHaveTextContent(
      /from 1 July 2025\. Import duty and taxes .* are Kenya's: the Kenya Revenue Authority \(KRA\) assesses them at customs in Nairobi/,
    );
    expect(estimate).toHaveTextContent(/is an estimate; the bill is KRA's assessment/);

    // Insuring asks first, with the amount, what it covers and that the contents are then fixed.
    await user.click(within(card).getByRole('button', { name: 'Insure for $3.00 (3%)' }));
    const asked = await screen.findByRole('dialog', { name: 'Insure this parcel for $3.00?' });
    expect(asked).toHaveTextContent(
      'It covers $100.00 declared value; once insured, its contents can no longer be changed.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.insurances()).toBe(0);
    await user.click(within(card).getByRole('button', { name: 'Insure for $3.00 (3%)' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Insure for $3.00' }),
    );
    expect(await within(card).findByText(/^Insured: \$3\.00/)).toBeInTheDocument();
    expect(api.insurances()).toBe(1);
    expect(within(card).queryByRole('button', { name: /Insure for/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Change contents' })).not.toBeInTheDocument();
  });

  it("shows a South Sudan parcel's contents with no Kenyan estimate, in dollars alone, and says South Sudan's customs charges are not estimated", async () => {
    const declared = aParcelResponse({
      destination: 'south-sudan',
      due: 40,
      contents: [{ description: 'Phone', category: 'electronics-new', quantity: 1, valueUsd: 300 }],
      declaredValueCents: 30_000,
    });
    server.use(http.get('/api/parcels', () => HttpResponse.json({ parcels: [declared] })));
    renderWithApp(<Parcels />, '/dashboard');
    const card = await screen.findByRole('region', { name: 'Contents of KP1000001' });
    expect(within(card).getByRole('heading', { name: 'Contents' })).toBeInTheDocument();
    expect(within(card).getByText('$300.00')).toBeInTheDocument();
    expect(card).toHaveTextContent("South Sudan's customs charges are not estimated");
    expect(within(card).queryByLabelText('Estimated taxes')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Insure for $9.00 (3%)' })).toBeInTheDocument();
    const parcels = screen.getByRole('region', { name: 'Your parcels' });
    expect(
      within(parcels).getByRole('link', { name: 'Pay at the Juba office or with M-Pesa' }),
    ).toBeInTheDocument();
    expect(parcels).not.toHaveTextContent(/KES|Kenya's/);
  });

  it("says South Sudan's customs charges are not estimated on a South Sudan parcel that left undeclared", async () => {
    const departed = aParcelResponse({ destination: 'south-sudan', status: 'departed' });
    server.use(http.get('/api/parcels', () => HttpResponse.json({ parcels: [departed] })));
    renderWithApp(<Parcels />, '/dashboard');
    const card = await screen.findByRole('region', { name: 'Contents of KP1000001' });
    expect(card).toHaveTextContent("South Sudan's customs charges are not estimated");
    expect(within(card).queryByRole('button', { name: 'Declare contents' })).not.toBeInTheDocument();
  });

  it("opens the form with the pre-alert's description and value on a parcel received against one", async () => {
    server.use(
      http.get('/api/parcels', () =>
        HttpResponse.json({ parcels: [{ ...RECEIVED, description: 'Running shoes', value: 89.5 }] }),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<Parcels />, '/dashboard');
    const card = await screen.findByRole('region', { name: 'Contents of KP1000001' });
    await user.click(within(card).getByRole('button', { name: 'Declare contents' }));
    const item = within(card).getByRole('group', { name: 'Item 1' });
    expect(within(item).getByLabelText(/What it is/)).toHaveValue('Running shoes');
    expect(within(item).getByLabelText(/Value of one/)).toHaveValue('89.5');
    expect(within(item).getByLabelText(/Quantity/)).toHaveValue('1');
  });

  it('says nothing of contents on a parcel that left undeclared', async () => {
    server.use(
      http.get('/api/parcels', () =>
        HttpResponse.json({
          parcels: [{ ...RECEIVED, status: 'departed', events: [...RECEIVED.events] }],
        }),
      ),
    );
    renderWithApp(<Parcels />, '/dashboard');
    expect(await screen.findByText('KP1000001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Declare contents' })).not.toBeInTheDocument();
  });

  it("shows KRA's assessment beside the estimate once customs made it, and that it is paid before release", async () => {
    server.use(
      http.get('/api/parcels', () =>
        HttpResponse.json({
          parcels: [
            {
              ...RECEIVED,
              status: 'arrived',
              due: 20.59,
              assessedTaxes: { hawb: 'KP1000001', totalCents: 2059 },
            },
          ],
        }),
      ),
    );
    renderWithApp(<Parcels />, '/dashboard');
    const assessed = await screen.findByLabelText('Assessed taxes');
    expect(assessed).toHaveTextContent("Kenya's duty and taxes, as KRA assessed them on KP1000001: $20.59");
    expect(assessed).toHaveTextContent('you pay them to us before your parcels are released');
  });
});
