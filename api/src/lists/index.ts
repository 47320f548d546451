/**
 * The one list engine: public lists (page/perPage), the CRM and the back office
 * (ra-data-simple-rest sort/range/filter) parse, check against their list's whitelists, count
 * and page here, over SQL built with SqlParams.
 */
export { containsPattern, escapeLike, exec, firstRow, run, SqlParams } from './sql';
export { listRequest, pageChains, pageOf, type ListRequest, type ListSpec, type PageRequest } from './request';
export { denseWalk, distanceCut, firstIdsCut, nearSql, type Near } from './near';
export { listPage, modelPage, modelRecord, pageResult, sendList, sqlPage, sqlRows, type SqlPageQuery } from './page';
