import { Type } from 'typebox';

export const ServerDetails = Type.Object({ color: Type.String(), githash: Type.String(), deploytime: Type.String() });
