import { SynonymGroup, SynonymGroupBody, SynonymGroupsResponse } from '@coffee/contracts/search';
import { defineCall } from '../define-call';

/** Staff add a group of words that mean the same to shoppers; answers the group, its words normalized. */
export const createSynonymGroup = defineCall({
  method: 'POST',
  path: 'admin/search/synonyms',
  body: SynonymGroupBody,
  answer: SynonymGroup,
});
/** Staff replace a group's words. */
export const updateSynonymGroup = defineCall({
  method: 'PUT',
  path: 'admin/search/synonyms/:id',
  params: { id: 'id' },
  body: SynonymGroupBody,
  answer: SynonymGroup,
});
/** Staff remove a group; answers the groups left. */
export const deleteSynonymGroup = defineCall({
  method: 'DELETE',
  path: 'admin/search/synonyms/:id',
  params: { id: 'id' },
  answer: SynonymGroupsResponse.shape.data,
});
