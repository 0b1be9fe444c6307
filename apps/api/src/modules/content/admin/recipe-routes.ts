import {
  AdminContentQuery,
  AdminRecipeResponse,
  AdminRecipesResponse,
  RecipeBody,
} from '@coffee/contracts/backoffice-content';
import { contentAreaRoutes } from './area-routes.js';
import {
  createRecipe,
  deleteRecipe,
  findAdminRecipe,
  listAdminRecipes,
  setRecipeImage,
  toAdminRecipe,
  updateRecipe,
} from './recipe-repository.js';

/** The recipes under /admin. */
export const adminRecipeRoutes = contentAreaRoutes({
  path: '/admin/recipes',
  what: 'recipes',
  image: 'image',
  query: AdminContentQuery,
  body: RecipeBody,
  one: AdminRecipeResponse,
  page: AdminRecipesResponse,
  list: (db, { q, status }, page) => listAdminRecipes(db, { q, status }, page),
  find: findAdminRecipe,
  create: createRecipe,
  update: updateRecipe,
  remove: deleteRecipe,
  setImage: setRecipeImage,
  imageOf: (row) => row.image,
  present: toAdminRecipe,
  listed: toAdminRecipe,
});
