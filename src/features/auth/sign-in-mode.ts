/**
 * The two sign-in modes and their titles. Its own tiny module because
 * the /login route's search schema imports it, and that part of a route is in the entry.
 */
import * as v from 'valibot';

export const SignInMode = v.picklist(['auction', 'admin']);
export type SignInMode = v.InferOutput<typeof SignInMode>;

export const signInTitles: Record<SignInMode, string> = {
  auction: 'Auction Staff Sign In',
  admin: 'Admin Sign in',
};
