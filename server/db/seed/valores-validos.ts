import type { Faker } from '@faker-js/faker';
import { isMobilePhone, isNameText } from '../../../src/domain';

/**
 * Demo values pass the rules their screens edit them under (a person who saves a seeded broker
 * unchanged must not be refused): drawn until the product's own validator accepts them, since
 * faker knows neither the valid DDDs nor that 'Dr.' is not a name.
 */
function valid(draw: () => string, accepts: (value: string) => boolean): string {
  for (;;) {
    const value = draw();
    if (accepts(value)) return value;
  }
}

export function mobile(faker: Faker): string {
  return valid(
    () => `${faker.number.int({ min: 11, max: 99 })}9${faker.string.numeric(8)}`,
    isMobilePhone,
  );
}

export function personName(faker: Faker): string {
  return valid(() => `${faker.person.firstName()} ${faker.person.lastName()}`, isNameText);
}
