/// Curated alias tables applied while parsing a ``LanguageTag``.
///
/// CLDR keeps these in `supplementalMetadata` (`languageAlias`), which is not among the data files
/// the generator reads, so the subset that matters for app localization is written out here:
/// deprecated ISO 639 codes, BCP 47 grandfathered tags, ISO 639-2 three-letter codes of common
/// languages, and the English language names Apple used for `.lproj` folders before ISO codes.
///
/// Deliberately **not** aliased: `no`/`nb` (both are CLDR 47 locales; `nb` inherits from `no`, and
/// the matcher treats them as one language), and `zh_CN`/`zh_TW` (they stay `zh-CN`/`zh-TW`; likely
/// subtags give them Hans/Hant wherever that matters).
enum LanguageAliases {
  /// Deprecated or overlong language subtags → replacement (may add a script, `sh` → `sr-Latn`).
  static let languages = table(
    // Deprecated ISO 639-1 codes and legacy CLDR aliases (to `lvs`), then ISO 639-2 (T and B)
    // codes of common languages.
    """
    iw=he, in=id, ji=yi, jw=jv, mo=ro, tl=fil, sh=sr-Latn, root=und, cmn=zh, arb=ar, swh=sw, pes=fa,
    zsm=ms, ekk=et, lvs=lv, afr=af, amh=am, ara=ar, aze=az, bel=be, ben=bn, bos=bs, bul=bg, cat=ca,
    ces=cs, cze=cs, cym=cy, wel=cy, dan=da, deu=de, ger=de, ell=el, gre=el, eng=en, est=et, eus=eu,
    baq=eu, fas=fa, per=fa, fin=fi, fra=fr, fre=fr, gle=ga, glg=gl, guj=gu, heb=he, hin=hi, hrv=hr,
    hun=hu, hye=hy, arm=hy, ind=id, isl=is, ice=is, ita=it, jpn=ja, kat=ka, geo=ka, kaz=kk, khm=km,
    kan=kn, kor=ko, lao=lo, lit=lt, lav=lv, mkd=mk, mac=mk, mal=ml, mar=mr, msa=ms, may=ms, mya=my,
    bur=my, nob=nb, nld=nl, dut=nl, nno=nn, nor=no, pan=pa, pol=pl, por=pt, ron=ro, rum=ro, rus=ru,
    sin=si, slk=sk, slo=sk, slv=sl, sqi=sq, alb=sq, srp=sr, spa=es, swa=sw, swe=sv, tam=ta, tel=te,
    tha=th, tur=tr, ukr=uk, urd=ur, uzb=uz, vie=vi, zho=zh, chi=zh, zul=zu, tgl=fil
    """)

  /// Whole tags that BCP 47 lists as grandfathered or deprecated → replacement (lowercased keys).
  static let tags = table(
    """
    art-lojban=jbo, en-gb-oed=en-GB-oxendict, i-ami=ami, i-bnn=bnn, i-hak=hak, i-klingon=tlh,
    i-lux=lb, i-navajo=nv, i-pwn=pwn, i-tao=tao, i-tay=tay, i-tsu=tsu, no-bok=nb, no-nyn=nn,
    sgn-be-fr=sfb, sgn-be-nl=vgt, sgn-ch-de=sgg, zh-guoyu=zh, zh-hakka=hak, zh-min-nan=nan,
    zh-xiang=hsn
    """)

  /// English language names of legacy Apple `.lproj` folders (lowercased keys) → tag.
  static let appleLegacyNames = table(
    """
    afrikaans=af, albanian=sq, amharic=am, arabic=ar, armenian=hy, azerbaijani=az, basque=eu,
    belarusian=be, bengali=bn, bulgarian=bg, burmese=my, catalan=ca, chinese=zh, croatian=hr,
    czech=cs, danish=da, dutch=nl, english=en, esperanto=eo, estonian=et, farsi=fa, finnish=fi,
    flemish=nl-BE, french=fr, galician=gl, georgian=ka, german=de, greek=el, gujarati=gu, hebrew=he,
    hindi=hi, hungarian=hu, icelandic=is, indonesian=id, irish=ga, italian=it, japanese=ja,
    kannada=kn, kazakh=kk, khmer=km, korean=ko, lao=lo, latvian=lv, lithuanian=lt, macedonian=mk,
    malay=ms, malayalam=ml, maltese=mt, marathi=mr, mongolian=mn, nepali=ne, norwegian=nb,
    nynorsk=nn, persian=fa, polish=pl, portuguese=pt, punjabi=pa, romanian=ro, russian=ru,
    serbian=sr, simplified chinese=zh-Hans, sinhalese=si, slovak=sk, slovenian=sl, spanish=es,
    swahili=sw, swedish=sv, tagalog=fil, tamil=ta, telugu=te, thai=th, tibetan=bo,
    traditional chinese=zh-Hant, turkish=tr, ukrainian=uk, urdu=ur, uzbek=uz, vietnamese=vi,
    welsh=cy, yiddish=yi
    """)

  /// A table written as `key=value` pairs separated by commas (keys may hold spaces), read once
  /// on first use: a string literal costs an app a fraction of what a dictionary literal of
  /// strings does (issue 19).
  private static func table(_ source: String) -> [String: String] {
    var result: [String: String] = .init()
    // UTF-8 bytes, not `Character`s: grapheme breaking the three lists cost a launch about 0.2 ms.
    for pair in source.utf8.split(separator: UInt8(ascii: ",")) {
      guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let key = pair[..<equals].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
      result[String(Substring(key))] = String(Substring(pair[pair.index(after: equals)...]))
    }
    return result
  }

  /// POSIX locale modifiers (`sr_RS@latin`) that name a script or a BCP 47 variant.
  static let posixModifiers: [String: (script: String?, variant: String?)] = [
    "latin": ("Latn", nil), "cyrillic": ("Cyrl", nil), "devanagari": ("Deva", nil),
    "valencia": (nil, "valencia"),
  ]
}
