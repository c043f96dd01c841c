/** The spec's Session and users shapes (section 3), as the server answers them. */
export interface AuthUser {
  id: string;
  email: string;
  identities: unknown[];
  factors: { factor_type: string; status: string }[];
}

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: 'bearer';
  user: AuthUser;
}

export interface UserData {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  summary: string | null;
}
