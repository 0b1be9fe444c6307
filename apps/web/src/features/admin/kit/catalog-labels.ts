import type en from '../../../../messages/en.json';

/** The back office catalog's texts, handed whole to its client forms (the store sends no messages to clients). */
export type CatalogLabels = (typeof en)['AdminCatalog'];
