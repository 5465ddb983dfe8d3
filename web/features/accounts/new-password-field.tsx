import { MIN_PASSWORD_LENGTH } from '../../../core/accounts/account.schema.js';
import { TextField } from '../../ui/field.js';

/** A password being chosen: the browser may suggest a strong one, and the rule is stated up front. */
export function NewPasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      {...props}
      type="password"
      required
      autoComplete="new-password"
      hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password.`}
    />
  );
}
