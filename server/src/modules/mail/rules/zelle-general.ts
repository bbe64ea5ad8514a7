import { AMOUNT, DATE, es, re } from './common';
import type { ProviderRule } from './rule';
import { US_ZELLE_BANKS } from './us-banks';
import { ZELLE, ZELLE_EXCLUSIONS, ZELLE_METHOD } from './zelle-common';

/**
 * The general Zelle reader (issue 31, "Zelle from any bank"): one rule for the alerts of every bank of
 * `us-banks.ts`, whose Zelle mails share one shape whoever sends them: "NAME sent you $X", "You
 * received $X from NAME", "$X was deposited into your account", "received money with Zelle", amount /
 * date / confirmation lines; in Spanish "NOMBRE te envió $X", "Recibiste $X de NOMBRE", "Número de
 * confirmación", "Fecha". A mail is read only when it names Zelle: a bank's other mail (a direct
 * deposit, a transfer) is not money received with Zelle. Trust is aligned per bank (`senders`).
 * Listed after the banks with a rule of their own (`zelle-banks.ts`), which `classifyMail` tries first.
 */

/** A word of a name: letters, apostrophes, hyphens; a period only after an initial ("Ana P."). */
const WORD = String.raw`\p{L}[\p{L}\p{M}'\-]*(?:(?<=(?:^|[\s(])\p{L})\.)?`;
/** Words that end a name in these mails: what follows it ("from JOHN DOE on 03/05", "de ANA con Zelle"). */
const STOP = String.raw`(?:on|with|via|using|through|into|to|for|at|in|your|you|has|have|is|was|sent|zelle|amount|date|memo|el|con|en|por|tu|te|envi[óo]|monto|fecha)(?![\p{L}\p{M}'\-])`;
/**
 * The payer: one to six words, none of them a STOP word after the first, starting where a word starts
 * (tried at one place of a run of letters, not at each: linear, where a name tried at every letter
 * of a 100,000-letter run is quadratic).
 */
const PAYER = String.raw`(?<![\p{L}\p{M}'\-])${WORD}(?: (?!${STOP})${WORD}){0,5}`;
/** A confirmation number or reference: as `REF`, with a digit in it (never a word such as "number"). */
const REF = String.raw`#?(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,39}`;
/** A pattern read line by line: `^` and `$` are a line's ends (label lines: "Sender: JOHN DOE"). */
const line = (source: string) => new RegExp(source, 'imu');

/** The wording of money received, English then Spanish. */
const RECEIVED = [
  String.raw`\bsent you (?:${AMOUNT}|money)`,
  String.raw`\byou(?:'ve| have)? (?:just )?received (?:${AMOUNT}|money|a (?:${ZELLE} )?payment)`,
  String.raw`${AMOUNT}(?: from [^\n]{1,80}?)? (?:was |has been )?(?:deposited|added) (?:in|into|to) your\b`,
  String.raw`\b${ZELLE} (?:payment|transfer|money) (?:received|deposited)\b`,
  es(String.raw`te envi[óo]`) + String.raw` (?:${AMOUNT}|dinero)`,
  es(String.raw`recibiste|has recibido`) + String.raw` (?:${AMOUNT}|dinero|un pago)`,
  String.raw`${AMOUNT} ${es(String.raw`(?:fue|ha sido|se ha) depositad[oa]`)}`,
  es(String.raw`pago (?:de ${ZELLE} )?recibido|se deposit(?:ó|aron)`),
].join('|');

export const ZELLE_GENERAL_RULE: ProviderRule = {
  id: 'zelle',
  provider: 'Zelle (bank)',
  method: ZELLE_METHOD,
  senders: US_ZELLE_BANKS.map(({ name, domains }) => ({ name, domains })),
  senderDomains: US_ZELLE_BANKS.flatMap((bank) => bank.domains),
  dkimDomains: US_ZELLE_BANKS.flatMap((bank) => bank.domains),
  identify: [re(String.raw`\bzelle\b`)],
  // The subject, or the text, says money was received and names Zelle somewhere.
  received: [{ in: 'any', re: re(String.raw`^(?=[\s\S]*?\bzelle)[\s\S]*?(?:${RECEIVED})`) }],
  exclusions: ZELLE_EXCLUSIONS,
  fields: [
    // The name read backwards from the words after it: the search runs on "sent you", not on each word.
    re(String.raw`(?<=(?<payer>${PAYER}) )sent you (?<amount>${AMOUNT})`),
    re(String.raw`(?<=(?<payer>${PAYER}) )${es('te envi[óo]')} (?<amount>${AMOUNT})`),
    re(String.raw`\breceived (?<amount>${AMOUNT}) from (?<payer>${PAYER})`),
    re(String.raw`${es('recibiste|has recibido')} (?<amount>${AMOUNT}) de (?<payer>${PAYER})`),
    re(
      String.raw`(?<amount>${AMOUNT}) (?:from (?<payer>${PAYER}) )?(?:was |has been )?(?:deposited|added) (?:in|into|to) your\b`,
    ),
    line(
      String.raw`^(?:(?:from|de):|(?:sender|sent by|sender name|payer|remitente|enviado por):?) (?<payer>${PAYER})$`,
    ),
    re(String.raw`\b(?:amount|amount received|monto|cantidad|importe)(?: recibido)?:? (?<amount>${AMOUNT})`),
    re(
      String.raw`\b(?:date|sent on|sent|received on|received|deposited on|deposited|payment date|transaction date|date sent|date received|${es(String.raw`fecha(?: de (?:pago|env[íi]o|dep[óo]sito))?|enviado el|recibido el|depositado el`)})(?: on)?:? (?<date>${DATE})`,
    ),
    re(
      String.raw`(?:sent you|received|recibiste|te envi[óo]) ${AMOUNT}[^\n]{0,60}? (?:on|el) (?<date>${DATE})`,
    ),
    re(
      String.raw`\b(?:confirmation|reference|transaction|tracking)(?: (?:number|code|id|no\.?|#))?:? (?<reference>${REF})`,
    ),
    re(
      String.raw`${es(String.raw`n[úu]mero de (?:confirmaci[óo]n|referencia|transacci[óo]n)|c[óo]digo de confirmaci[óo]n|referencia|confirmaci[óo]n`)}:? (?<reference>${REF})`,
    ),
  ],
};
