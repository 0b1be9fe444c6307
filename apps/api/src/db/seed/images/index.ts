export { composeBannerSvg, composeCategorySvg, composeProductSvg } from './compose.js';
export type { LogoShape } from './logo.js';
export { placeholderSvg } from './placeholder.js';
export type { BannerImageOptions, CategoryImageOptions, LogoOptions, ProductImageOptions } from './render.js';
export { renderBannerImage, renderCategoryImage, renderLogo, renderProductImage } from './render.js';
