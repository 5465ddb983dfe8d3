import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lookUpProductEndpoint } from '../../../../core/products/api/product.endpoints.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

describe('/buy-for-me typed in by hand', () => {
  it('says what is wrong with a field only once the shopper has left it, and quotes one VAT, Kenya’s', async () => {
    server.use(
      http.post(lookUpProductEndpoint.path, () =>
        HttpResponse.json({ message: 'No product B0NOTHERE1 on Amazon' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderSite('/buy-for-me');
    await user.type(
      await screen.findByLabelText(/Amazon product URL/),
      'https://www.amazon.com/dp/B0NOTHERE1',
    );
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    const manual = await screen.findByRole('region', { name: 'Manual Entry Required' });
    const invalid = () =>
      within(manual)
        .getAllByRole('textbox')
        .concat(within(manual).getAllByRole('spinbutton'))
        .filter((field) => field.getAttribute('aria-invalid') === 'true');
    expect(invalid()).toEqual([]);
    // Only what a shopper knows of a product: no image address to find and paste.
    expect(within(manual).queryByLabelText(/image/i)).toBeNull();
    expect(within(manual).queryByText('Product name is required')).toBeNull();
    expect(within(manual).queryByText('Enter the price in USD')).toBeNull();

    // Into the price and out again, empty: now it says so, and only there.
    await user.click(within(manual).getByLabelText(/Price \(USD\)/));
    await user.tab();
    expect(within(manual).getByText('Enter the price in USD')).toBeInTheDocument();
    expect(within(manual).queryByText('Product name is required')).toBeNull();

    await user.type(within(manual).getByLabelText(/Product name/), 'Electric kettle');
    await user.type(within(manual).getByLabelText(/Price \(USD\)/), '24.99');
    const quote = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(manual).queryByText('Enter the price in USD')).toBeNull();
    const vatLines = within(quote).getAllByText(/^VAT/);
    expect(vatLines.map((line) => line.textContent)).toEqual(['VAT (16%)']);
  });
});
