import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { PLACEHOLDER_IDENTITY } from '../../../../core/shared/business-identity.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

const TAG = PLACEHOLDER_IDENTITY.amazonAssociateTag;

const pick = (asin: string, title: string, inStock = true) => ({
  asin,
  title,
  price: 24.99,
  image: null,
  images: { large: null, medium: null },
  description: '',
  category: 'electronics',
  inStock,
  url: `https://www.amazon.com/dp/${asin}?tag=${TAG}`,
  refreshedAt: '2026-11-23T08:00:00.000Z',
});

afterEach(() => vi.restoreAllMocks());

describe('/shop', () => {
  it('opens a tagged Amazon search beside the page, and nothing for a blank query', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderSite('/shop');
    const search = await screen.findByRole('search', { name: 'Search Amazon' });
    const query = within(search).getByLabelText('What are you looking for?');
    await userEvent.type(query, '   {Enter}');
    await userEvent.click(within(search).getByRole('button', { name: 'Search Amazon' }));
    expect(open).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(search).getByLabelText('Amazon store'), 'JP');
    await userEvent.type(query, 'rice cooker{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.host).toBe('www.amazon.co.jp');
    expect(url.searchParams.get('k')).toBe('rice cooker');
    expect(url.searchParams.get('tag')).toBe(TAG);
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
  });

  it('draws each pick at its picture’s own size, lazily, the browser choosing the medium or the large one', async () => {
    const images = {
      large: { url: 'https://m.media-amazon.com/images/I/nimbus-l.jpg', width: 500, height: 500 },
      medium: { url: 'https://m.media-amazon.com/images/I/nimbus-m.jpg', width: 160, height: 160 },
    };
    server.use(
      http.get('/api/products/featured', () =>
        HttpResponse.json({
          products: [{ ...pick('B0KXEL0001', 'Nimbus earbuds'), image: images.large.url, images }],
        }),
      ),
    );
    const { container } = renderSite('/shop');
    await screen.findByRole('link', { name: 'View on Amazon: Nimbus earbuds' });
    const img = container.querySelector('img[srcset]');
    expect(img).toHaveAttribute('src', images.medium.url);
    expect(img).toHaveAttribute('srcset', `${images.medium.url} 160w, ${images.large.url} 500w`);
    expect(img).toHaveAttribute('sizes', '160px');
    expect(img).toHaveAttribute('width', '160');
    expect(img).toHaveAttribute('height', '160');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows the featured products with their tagged links, and says so when they cannot load', async () => {
    server.use(
      http.get('/api/products/featured', () =>
        HttpResponse.json({
          products: [pick('B0KXEL0001', 'Nimbus earbuds'), pick('B0KXEL0002', 'Bank', false)],
        }),
      ),
    );
    const { unmount } = renderSite('/shop');
    const link = await screen.findByRole('link', { name: 'View on Amazon: Nimbus earbuds' });
    expect(link).toHaveAttribute('href', `https://www.amazon.com/dp/B0KXEL0001?tag=${TAG}`);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Price to Kenya: Nimbus earbuds' })).toHaveAttribute(
      'href',
      `/buy-for-me?url=${encodeURIComponent(`https://www.amazon.com/dp/B0KXEL0001?tag=${TAG}`)}`,
    );
    unmount();

    server.use(
      http.get('/api/products/featured', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    renderSite('/shop');
    expect(await screen.findByText(/Our picks could not be loaded just now/)).toBeInTheDocument();
  });
});

describe('/admin-products', () => {
  function staffApi(lastRefresh: unknown = null) {
    const added: unknown[] = [];
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: aStaffMember() })),
      http.get('/api/products/status', () =>
        HttpResponse.json({
          catalog: 'Offline catalog (fictional products)',
          featured: 1,
          inStock: 1,
          lastRefresh,
        }),
      ),
      http.get('/api/products/featured', () =>
        HttpResponse.json({ products: [pick('B0KXEL0001', 'Nimbus earbuds')] }),
      ),
      http.get('/api/products/validate/:asin', ({ params }) =>
        params.asin === 'B0KXEL0007'
          ? HttpResponse.json({
              success: true,
              message: 'Found Orbit tracker',
              product: {
                asin: 'B0KXEL0007',
                title: 'Orbit tracker',
                price: '59.99',
                image: null,
                images: { large: null, medium: null },
                availability: 'In Stock',
                inStock: true,
                weight: 0.1,
                dimensions: null,
                options: [],
                rating: null,
                reviews: null,
                description: '',
                url: `https://www.amazon.com/dp/B0KXEL0007?tag=${TAG}`,
              },
            })
          : params.asin === 'B0DOWN0000'
            ? HttpResponse.json(
                { code: 'CATALOG_UNAVAILABLE', message: 'Unable to retrieve product data from APIs' },
                { status: 503 },
              )
            : HttpResponse.json(
                { code: 'PRODUCT.NOT_FOUND', message: `${String(params.asin)} is not in the catalog` },
                { status: 404 },
              ),
      ),
      http.post('/api/products/add-asin', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json(
          { message: 'Orbit tracker is now featured', product: pick('B0KXEL0007', 'Orbit') },
          { status: 201 },
        );
      }),
    );
    return added;
  }

  it('says what stopped the last refresh and what it left for another day', async () => {
    staffApi({
      catalog: 'Amazon Creators API (www.amazon.com)',
      startedAt: '2026-11-26T06:00:00.000Z',
      finishedAt: '2026-11-26T06:00:02.000Z',
      total: 40,
      refreshed: 0,
      unavailable: 0,
      failed: 30,
      calls: 1,
      error: { code: 'InvalidPartnerTag', message: 'The partner tag is not valid' },
      leftForLater: 10,
    });
    renderSite('/admin-products');
    expect(
      await screen.findByText(/Stopped: the catalog answered InvalidPartnerTag; nothing was written\./),
    ).toHaveTextContent("The day's calls were spent: 10 left for a later refresh.");
  });

  it('upper-cases the ASIN and keeps Validate and Add disabled until it has 10 characters', async () => {
    staffApi();
    renderSite('/admin-products');
    const asin = await screen.findByLabelText('ASIN');
    await userEvent.type(asin, 'b0kxel000');
    expect(asin).toHaveValue('B0KXEL000');
    expect(screen.getByText('ASIN must be exactly 10 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add product' })).toBeDisabled();
    await userEvent.type(asin, '7X');
    expect(asin).toHaveValue('B0KXEL0007');
    expect(screen.getByRole('button', { name: 'Validate' })).toBeEnabled();
  });

  it('previews a product, adds it in the chosen category, and names a missing one or an outage', async () => {
    const added = staffApi();
    renderSite('/admin-products');
    expect(await screen.findByText('Offline catalog (fictional products)')).toBeInTheDocument();
    const asin = screen.getByLabelText('ASIN');
    await userEvent.type(asin, 'B0KXEL0007');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Orbit tracker')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'health');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(added).toEqual([{ asin: 'B0KXEL0007', category: 'health' }]));
    expect(await screen.findByText('Orbit tracker is now featured')).toBeInTheDocument();

    await userEvent.type(asin, 'B0NOTHERE1');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    const missing = await screen.findByRole('alert');
    expect(missing).toHaveTextContent('Product Not Found');
    expect(missing).toHaveTextContent('B0NOTHERE1 is not in the catalog');

    await userEvent.clear(asin);
    await userEvent.type(asin, 'B0DOWN0000');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to retrieve product data from APIs');
  });
});
