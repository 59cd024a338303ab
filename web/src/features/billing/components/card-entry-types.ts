/** The cardholder's name and address, as Stripe's billing_details take them. */
export interface TCardHolder {
  name: string;
  line1: string;
  city: string;
  county: string;
  postcode: string;
}

/** Confirms the SetupIntent with the card entered; resolves the payment method id (pm_…) for POST /company/payment. */
type TConfirmCard = (holder: TCardHolder) => Promise<string>;

/** What a card entry reports to its panel: whether every card field is complete, and how to confirm the card. */
export interface TCardState {
  complete: boolean;
  confirm: TConfirmCard | null;
}

/** The card was refused: the panel shows 'Payment Method Declined'. */
export class CardDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardDeclinedError';
  }
}
