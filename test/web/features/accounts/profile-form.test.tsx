import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { KRA_PIN_MESSAGE } from '../../../../core/accounts/kra-pin.js';
import { ProfileForm } from '../../../../web/features/accounts/profile-form.js';
import { ToastRegion } from '../../../../web/ui/toast-region.js';
import { aPublicUser } from '../../../core/accounts/user.mother.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';

describe('the profile form', () => {
  it('takes an optional KRA PIN, refusing a malformed one in words and saving it in capitals', async () => {
    const user = aPublicUser();
    const sent: unknown[] = [];
    server.use(
      http.put('/api/account/profile', async ({ request }) => {
        const body = (await request.json()) as { kraPin: string | null };
        sent.push(body);
        return HttpResponse.json({ ...user, ...body });
      }),
    );
    renderWithApp(
      <>
        <ProfileForm user={user} />
        <ToastRegion />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit name, phone and KRA PIN' }));
    const pin = screen.getByLabelText(/KRA PIN/);
    await userEvent.type(pin, 'A12345B');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(KRA_PIN_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(pin);
    await userEvent.type(pin, 'a123456789b');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ firstName: 'Amina', kraPin: 'A123456789B' });
  });
});
