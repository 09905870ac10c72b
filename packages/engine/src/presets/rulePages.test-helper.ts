/** Each preset's rules page (docs/rules/<id>.md), by preset id: for the tests that hold the pages to the code. */
import b1933 from '../../../../docs/rules/bavarian-1933.md?raw';
import berliner from '../../../../docs/rules/bavarian-berliner.md?raw';
import huber from '../../../../docs/rules/bavarian-huber-1923.md?raw';
import nopoint from '../../../../docs/rules/bavarian-no-point-bidding.md?raw';
import sirch from '../../../../docs/rules/bavarian-sirch-2008.md?raw';
import haferl from '../../../../docs/rules/haferltarock.md?raw';
import beck from '../../../../docs/rules/illustrated-beck.md?raw';
import loew from '../../../../docs/rules/illustrated-loew-1954.md?raw';
import ms from '../../../../docs/rules/illustrated-mayr-sedlaczek-2016.md?raw';
import scharf from '../../../../docs/rules/scharfes-tarock.md?raw';

export const RULE_PAGES: Readonly<Record<string, string>> = {
  'bavarian-huber-1923': huber,
  'bavarian-sirch-2008': sirch,
  'bavarian-1933': b1933,
  haferltarock: haferl,
  'bavarian-no-point-bidding': nopoint,
  'bavarian-berliner': berliner,
  'scharfes-tarock': scharf,
  'illustrated-loew-1954': loew,
  'illustrated-beck': beck,
  'illustrated-mayr-sedlaczek-2016': ms,
};
