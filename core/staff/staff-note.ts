/** A note staff keep on a customer's page: free text, dated, signed by who wrote it. Never changed. */
export interface StaffNote {
  id: string;
  /** The customer's account ID: a site account's or an imported customer's. */
  accountId: string;
  text: string;
  staffUserId: string;
  /** The staff member's e-mail, as they signed in when they wrote it. */
  staffEmail: string;
  at: Date;
}
