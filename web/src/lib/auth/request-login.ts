import type { LoginInput, LoginResponse } from '@roca/contract';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/login: checks the credentials and returns a Firebase custom token for them. */
export const requestLogin = (credentials: LoginInput) => apiRequest<LoginResponse>('POST', '/api/login', credentials);
