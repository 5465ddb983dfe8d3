/** One row of the customer directory: what staff import and shoppers look up on How It Works. */
export interface Customer {
  firstName: string;
  lastName: string;
  /** KX followed by digits; the key of the directory. */
  accountId: string;
  phoneNumber: string | null;
}
