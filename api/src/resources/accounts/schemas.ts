import { Type } from 'typebox';

export const Membership = Type.Object(
  { id: Type.Integer(), slug: Type.String(), status: Type.Union([Type.Literal('pending'), Type.Literal('approved')]) },
);

export const SessionData = Type.Object(
  {
    is_authenticated: Type.Boolean(),
    organization_memberships: Type.Array(Membership),
    project_memberships: Type.Array(Membership),
    csrf: Type.String(),
  },
);
