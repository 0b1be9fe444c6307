import type { SeedImageKind } from '../../data/types.js';
import type { ShapeSpec } from '../draw-context.js';
import { brewerShapes } from './brewers.js';
import { drinkwareShapes } from './drinkware.js';
import { machineShapes } from './machines.js';
import { packagingShapes } from './packaging.js';
import { potShapes } from './pots.js';
import { toolShapes } from './tools.js';

// Typed as a full Record so adding a kind to SeedImageKind fails the build until it has a drawing.
export const SHAPES: Record<SeedImageKind, ShapeSpec> = {
  ...packagingShapes,
  ...machineShapes,
  ...brewerShapes,
  ...potShapes,
  ...drinkwareShapes,
  ...toolShapes,
};
