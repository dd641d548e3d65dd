/// Words of each generated language, so values have realistic lengths and UTF-8 widths: ASCII for
/// English, some two-byte letters for German and French, two-byte Cyrillic for Russian, three-byte
/// kana and kanji (and no spaces) for Japanese.
enum Vocabulary {
  /// The words of a language.
  static func words(for language: String) -> [String] {
    switch language {
    case "de": return german
    case "fr": return french
    case "ru": return russian
    case "ja": return japanese
    default: return english
    }
  }

  /// What joins words: a space, or nothing for Japanese.
  static func separator(for language: String) -> String {
    language == "ja" ? "" : " "
  }

  /// The end of a sentence.
  static func fullStop(for language: String) -> String {
    language == "ja" ? "。" : "."
  }

  /// The CLDR plural categories a `.stringsdict` of the language lists, with the suffix the
  /// generated noun takes in each.
  static func pluralForms(for language: String) -> [(category: String, suffix: String)] {
    switch language {
    case "de": return [("one", ""), ("other", "en")]
    case "fr": return [("one", ""), ("many", "s"), ("other", "s")]
    case "ru": return [("one", ""), ("few", "а"), ("many", "ов"), ("other", "а")]
    case "ja": return [("other", "件")]
    default: return [("one", ""), ("other", "s")]
    }
  }

  private static let english = """
    account add all allow app archive back cancel change choose clear close confirm connect \
    contact continue copy create data delete device done download edit email enable error file \
    files filter folder friend help hide history home image import invite item later learn \
    library link list load location login message messages more move music name network new next \
    notification notifications now offline open password pause payment photo photos play please \
    privacy profile purchase receive recent remove rename reply report request restore retry save \
    search select send server settings share show sign songs start storage subscription sync \
    the this to try unable update upload user video view wait with your you
    """.split(separator: " ").map(String.init)

  private static let german = """
    Konto hinzufügen alle erlauben App archivieren zurück abbrechen ändern auswählen leeren \
    schließen bestätigen verbinden Kontakt fortfahren kopieren erstellen Daten löschen Gerät \
    fertig herunterladen bearbeiten E-Mail aktivieren Fehler Datei Dateien Filter Ordner Freund \
    Hilfe ausblenden Verlauf Startseite Bild importieren einladen Element später mehr erfahren \
    Mediathek Link Liste laden Standort Anmeldung Nachricht Nachrichten mehr verschieben Musik \
    Name Netzwerk neu weiter Benachrichtigung Benachrichtigungen jetzt offline öffnen Passwort \
    pausieren Zahlung Foto Fotos abspielen bitte Datenschutz Profil Kauf empfangen kürzlich \
    entfernen umbenennen antworten melden Anfrage wiederherstellen erneut speichern suchen senden \
    Server Einstellungen teilen anzeigen Abonnement Speicher synchronisieren der die das Ihre Sie \
    konnte nicht werden Aktualisierung hochladen Benutzer Video Ansicht warten mit für über
    """.split(separator: " ").map(String.init)

  private static let french = """
    compte ajouter tout autoriser application archiver retour annuler modifier choisir effacer \
    fermer confirmer connecter contact continuer copier créer données supprimer appareil terminé \
    télécharger éditer courriel activer erreur fichier fichiers filtre dossier ami aide masquer \
    historique accueil image importer inviter élément plus tard en savoir bibliothèque lien liste \
    charger position connexion message messages déplacer musique nom réseau nouveau suivant \
    notification notifications maintenant hors ligne ouvrir mot de passe pause paiement photo \
    photos lire veuillez confidentialité profil achat recevoir récent retirer renommer répondre \
    signaler demande restaurer réessayer enregistrer rechercher sélectionner envoyer serveur \
    réglages partager afficher abonnement stockage synchroniser le la les votre vous impossible \
    de mise à jour téléverser utilisateur vidéo vue attendre avec pour être déjà où
    """.split(separator: " ").map(String.init)

  private static let russian = """
    аккаунт добавить все разрешить приложение архивировать назад отменить изменить выбрать \
    очистить закрыть подтвердить подключить контакт продолжить копировать создать данные удалить \
    устройство готово загрузить редактировать почта включить ошибка файл файлы фильтр папка друг \
    помощь скрыть история главная изображение импортировать пригласить элемент позже подробнее \
    библиотека ссылка список загрузка местоположение вход сообщение сообщения ещё переместить \
    музыка имя сеть новый далее уведомление уведомления сейчас офлайн открыть пароль пауза \
    оплата фото фотографии воспроизвести пожалуйста конфиденциальность профиль покупка получить \
    недавние убрать переименовать ответить пожаловаться запрос восстановить повторить сохранить \
    поиск отправить сервер настройки поделиться показать подписка хранилище синхронизировать \
    ваш вы не удалось обновление выгрузить пользователь видео вид подождите с для
    """.split(separator: " ").map(String.init)

  private static let japanese = """
    アカウント 追加 すべて 許可 アプリ アーカイブ 戻る キャンセル 変更 選択 クリア 閉じる 確認 接続 連絡先 \
    続ける コピー 作成 データ 削除 デバイス 完了 ダウンロード 編集 メール 有効 エラー ファイル フィルター \
    フォルダ 友達 ヘルプ 非表示 履歴 ホーム 画像 読み込み 招待 項目 後で 詳細 ライブラリ リンク 一覧 \
    位置情報 ログイン メッセージ 移動 音楽 名前 ネットワーク 新規 次へ 通知 今すぐ オフライン 開く \
    パスワード 一時停止 支払い 写真 再生 してください プライバシー プロフィール 購入 受信 最近 \
    名前を変更 返信 報告 リクエスト 復元 再試行 保存 検索 送信 サーバー 設定 共有 表示 サブスクリプション \
    ストレージ 同期 の を に は が できません 更新 アップロード ユーザー ビデオ 待機 で と
    """.split(separator: " ").map(String.init)
}
