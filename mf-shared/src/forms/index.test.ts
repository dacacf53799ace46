import { newsletterEmailSchema } from './index';

it('reports the spec message for a bad newsletter email', async () => {
  await expect(newsletterEmailSchema.validate('nope')).rejects.toThrow('Invalid email address');
  await expect(newsletterEmailSchema.validate('a@b.co')).resolves.toBe('a@b.co');
});
