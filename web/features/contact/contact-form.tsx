import {
  CONTACT_SUBJECTS,
  CONTACT_SUBJECT_LABELS,
  contactMessageSchema,
} from '../../../core/contact/contact-message.schema.js';
import { sendContactMessage } from './contact.api.js';
import { toast } from '../../ui/toast-store.js';
import { Form, SelectField, TextArea, TextField } from '../../ui/field.js';
import { SubmitButton } from '../../ui/button.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';

const EMPTY = { firstName: '', lastName: '', email: '', subject: '', message: '' };
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[value] }));

export function ContactForm() {
  const form = useSchemaForm(contactMessageSchema, EMPTY, (values) => values);
  const { busy, run } = useSubmit();

  const submit = async () => {
    const result = form.validate();
    if (!result.ok) return;
    const answer = await run(() => sendContactMessage(result.data), {
      title: 'Error Sending Message',
      description: 'Please try again or contact us via WhatsApp.',
    });
    if (!answer) return;
    toast({
      title: 'Message Sent Successfully',
      description: "Thank you for contacting us. We'll respond within 24 hours.",
      variant: 'success',
    });
    form.reset();
  };

  return (
    <Form label="Send us a message" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <TextField label="Email" type="email" required autoComplete="email" {...form.field('email')} />
      <SelectField
        label="Subject"
        required
        placeholder="Choose a subject"
        options={SUBJECT_OPTIONS}
        {...form.field('subject')}
      />
      <TextArea label="Message" required rows={4} {...form.field('message')} />
      <SubmitButton busy={busy} busyLabel="Sending...">
        Send Message
      </SubmitButton>
    </Form>
  );
}
