import type { FooterLink, FooterSection, NavigationItem } from '@fathom/domain/navigation';
import { SUPPORT_PHONE } from '@fathom/domain/navigation';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The words of the navigation, by the key of each entry (@fathom/domain/navigation decides which entries a person
 * sees and where they lead; the page's language says them). A key without words here keeps the domain's English,
 * which the tests of this file refuse.
 */
export const navigationLabels: Readonly<Record<string, MessageDescriptor>> = {
  home: msg`Home`,
  analysis: msg`Analysis`,
  cryogenic: msg`Cryogenic storage`,
  supplements: msg`Supplements`,
  consultations: msg`Consultations`,
  account: msg`Account information`,
  contracts: msg`Contracts`,
  billing: msg`Manage billing`,
  partner: msg`Add spouse / partner`,
  orders: msg`Order history`,
  lifestyle: msg`Take the Lifestyle Survey`,
  urologist: msg`Find a urologist`,
  logout: msg`Logout`,
};

export const footerTitles: Readonly<Record<string, MessageDescriptor>> = {
  help: msg`Help`,
  testing: msg`Testing`,
  freezing: msg`Sperm freezing`,
  supplements: msg`Supplements`,
};

export const footerLabels: Readonly<Record<string, MessageDescriptor>> = {
  resources: msg`Resources`,
  'help-center': msg`Help Center`,
  community: msg`Community`,
  contact: msg`Contact us`,
  'sperm-analysis': msg`Sperm analysis`,
  'dna-fragmentation': msg`DNA fragmentation analysis`,
  'today-dna-fragmentation': msg`DNA fragmentation with Today`,
  'sti-test-kit': msg`STI test kit`,
  'compare-kits': msg`Compare our kits`,
  'sperm-freezing': msg`Sperm freezing`,
  'packages-with-storage': msg`Packages with storage`,
  'storage-plans': msg`Storage plans`,
  plans: msg`Plans and prices`,
  'male-fertility-supplement': msg`Male fertility supplement`,
  coq10: msg`CoQ10`,
};

const say = (i18n: I18n, words: MessageDescriptor | undefined, english: string) =>
  words ? i18n._(words) : english;

export const navigationLabel = (i18n: I18n, item: NavigationItem) =>
  say(i18n, navigationLabels[item.key], item.label);

export const footerTitle = (i18n: I18n, section: FooterSection) =>
  say(i18n, footerTitles[section.key], section.title);

export function footerLabel(i18n: I18n, link: FooterLink): string {
  const phone = SUPPORT_PHONE.display;
  if (link.key === 'phone') return i18n._(msg`Call us: ${phone}`);
  return say(i18n, footerLabels[link.key], link.label);
}
