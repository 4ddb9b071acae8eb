import { Module } from '@nestjs/common';
import { LocalIdentityProviderController } from './local-identity-provider.controller';
import { LocalIdentityProvider } from './local-identity-provider.service';

/** Imported by IdentityModule.forRoot only outside production; the service refuses production on its own too. */
@Module({
  controllers: [LocalIdentityProviderController],
  providers: [LocalIdentityProvider],
})
export class LocalIdentityProviderModule {}
