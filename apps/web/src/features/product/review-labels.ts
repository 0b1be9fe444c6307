import type { ReviewStatus } from '@coffee/contracts/reviews';

/** What the review box on a product page says; the page reads them in its language and hands them down. */
export type ReviewFormLabels = {
  yourReview: string;
  write: string;
  edit: string;
  ratingLegend: string;
  /** One per star, 1 to 5: "1 star" … "5 stars", in the page's words and digits. */
  starNames: string[];
  body: string;
  bodyHint: string;
  send: string;
  sending: string;
  cancel: string;
  sent: string;
  pickRating: string;
  failure: string;
  status: Record<ReviewStatus, string>;
};
