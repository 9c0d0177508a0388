import type { LoginRequest, LoginResponse } from '@fathom/contract/auth';
import { api } from '../../../lib/http/client';

export type LoginAnswer = LoginResponse['data'];

/** POST /api/login: a bad password answers 422, whose message the shared error toasts show. */
export function login(credentials: LoginRequest): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/login', credentials);
}
