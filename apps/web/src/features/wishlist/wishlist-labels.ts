/** Texts of the wishlist controls; `{name}` is filled in the browser. */
export type WishlistLabels = {
  /** "Add {name} to your wishlist" */
  add: string;
  /** "Remove {name} from your wishlist" */
  remove: string;
  /** The product page's visible button texts. */
  addButton: string;
  removeButton: string;
  /** The spec's "You Should Login First", for guests. */
  loginFirst: string;
};
