/** The navbar's cart icon with its dropdown (cart issue): being built. */
export function HeaderCart() {
  return null;
}
