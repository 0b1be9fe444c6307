import {
  AdminPostResponse,
  AdminPostsQuery,
  AdminPostsResponse,
  PostBody,
} from '@coffee/contracts/backoffice-content';
import { contentAreaRoutes } from './area-routes.js';
import {
  createPost,
  deletePost,
  findAdminPost,
  listAdminPosts,
  setPostCover,
  toAdminPost,
  updatePost,
} from './post-repository.js';

/** The blog under /admin: articles, reviews and videos. */
export const adminPostRoutes = contentAreaRoutes({
  path: '/admin/blog',
  what: 'blog posts (articles, reviews, videos)',
  image: 'cover',
  query: AdminPostsQuery,
  body: PostBody,
  one: AdminPostResponse,
  page: AdminPostsResponse,
  list: (db, { q, status, kind }, page) => listAdminPosts(db, { q, status, kind }, page),
  find: findAdminPost,
  create: createPost,
  update: updatePost,
  remove: deletePost,
  setImage: setPostCover,
  imageOf: (row) => row.coverImage,
  present: toAdminPost,
  listed: toAdminPost,
});
