import { useEffect, useState } from 'react';
import { quoteRequestSchema } from '../../../core/quotes/quote-request.schema.js';
import { submitQuoteRequest } from './quotes.api.js';
import { toast } from '../../ui/toast-store.js';
import { Form, TextArea, TextField } from '../../ui/field.js';
import { SubmitButton } from '../../ui/button.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';

/** How long the confirmation shows before the form is ready for another request. */
export const QUOTE_SUCCESS_SCREEN_MS = 3000;

const EMPTY = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  itemUrl: '',
  itemDescription: '',
  quantity: '1',
  specialRequirements: '',
};

const toInput = ({ quantity, specialRequirements, ...rest }: typeof EMPTY) => ({
  ...rest,
  // Empty or non-numeric quantity fails the schema with 'Quantity must be at least 1'.
  quantity: quantity.trim() === '' ? undefined : Number(quantity),
  ...(specialRequirements.trim() && { specialRequirements }),
});

export function QuoteRequestForm() {
  const form = useSchemaForm(quoteRequestSchema, EMPTY, toInput);
  const [state, setState] = useState<'idle' | 'submitting' | 'submitted'>('idle');
  const { reset } = form;

  useEffect(() => {
    if (state !== 'submitted') return;
    const timer = setTimeout(() => {
      reset();
      setState('idle');
    }, QUOTE_SUCCESS_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [state, reset]);

  const submit = async () => {
    const result = form.validate();
    if (!result.ok) {
      const list = result.messages.map((message) => `• ${message}`).join('\n');
      toast({ title: 'Please fix the following errors:', description: list, variant: 'destructive' });
      return;
    }
    setState('submitting');
    try {
      await submitQuoteRequest(result.data);
      setState('submitted');
      toast({
        title: 'Quote Request Submitted!',
        description: "We'll get back to you with a detailed quote within 24 hours.",
        variant: 'success',
      });
    } catch {
      setState('idle');
      toast({
        title: 'Submission Failed',
        description: 'Please try again or contact support.',
        variant: 'destructive',
      });
    }
  };

  if (state === 'submitted') {
    return (
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-8 text-center">
        <p className="text-2xl font-bold text-emerald-800">Quote Request Submitted!</p>
        <p className="mt-2 text-emerald-900">We'll get back to you with a detailed quote within 24 hours.</p>
      </div>
    );
  }

  return (
    <Form label="Custom quote request" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Your name" required autoComplete="name" {...form.field('customerName')} />
        <TextField
          label="Phone number"
          type="tel"
          required
          autoComplete="tel"
          {...form.field('customerPhone')}
        />
      </div>
      <TextField label="Email" type="email" required autoComplete="email" {...form.field('customerEmail')} />
      <TextField
        label="Item URL"
        type="url"
        required
        hint="A link to the item in any US store"
        {...form.field('itemUrl')}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextArea label="Item description" required rows={3} {...form.field('itemDescription')} />
        <TextField label="Quantity" type="number" min={1} required {...form.field('quantity')} />
      </div>
      <TextArea label="Special requirements (optional)" rows={2} {...form.field('specialRequirements')} />
      <SubmitButton busy={state === 'submitting'} busyLabel="Submitting...">
        Request a Quote
      </SubmitButton>
    </Form>
  );
}
