/**
 * The blocks module's public entry: a member blocks another, who is not told. Other modules ask it whether a block
 * stands between two members (requests, invitations, mentions) and whom a member blocked (a chat's collapsed
 * messages); lists and searches filter with `isBlockedBetween` (db/sql.ts). Blocks depends on follows and users.
 */

export { deleteBlocksOf, findBlockedAmong, findBlocksBy, findInBlockWithAmong } from './blocks.repository.ts';
export { blocksRoutes } from './blocks.routes.ts';
export { refuseIfBlocked } from './blocks.service.ts';
