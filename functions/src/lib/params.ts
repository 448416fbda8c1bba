import type { Request } from 'express';
import { documentId } from '@roca/contract';
import { z } from 'zod';
import { parseInput } from './validate';

const idParams = z.object({ id: documentId });

/** The `{id}` of a route, checked like any other input (400 with fieldErrors.id when malformed). */
export const idParam = (req: Request) => parseInput(idParams, req.params).id;
