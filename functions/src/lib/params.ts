import type { Request } from 'express';
import { documentId } from '@roca/contract';
import { z } from 'zod';
import { badRequest } from './http-errors';
import { parseInput } from './validate';

const idParams = z.object({ id: documentId });

/** The `{id}` of a route, checked like any other input (400 with fieldErrors.id when malformed). */
export const idParam = (req: Request) => parseInput(idParams, req.params).id;

/**
 * The query of a staff list, without its search: a search names a person (an address, a name,
 * what a resident wrote), and a URL is kept whole in the platform's request logs (Cloud Run's,
 * Hosting's) where no role rule reaches it. A search goes in the body of `POST <list>/search`,
 * which takes the same fields (docs/security.md, "Personal data in URLs and logs").
 */
export function queryWithoutSearch(req: Request, searchRoute: string): Request['query'] {
  if (req.query.q !== undefined) {
    throw badRequest(`A search goes in the body of POST ${searchRoute}, never in the address, which request logs keep`, {
      q: `Send the search in the body of POST ${searchRoute}`,
    });
  }
  return req.query;
}
