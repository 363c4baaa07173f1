#!/bin/sh
# Makes the known-answer vectors of the provider signature schemes with openssl (RSA) and
# Python's cryptography (AES-256-GCM), independently of the server's code. The keys are made
# here for the tests only; they belong to no merchant. Run from this folder: sh make-vectors.sh
set -eu
for k in wechat-merchant wechat-platform alipay-app alipay-platform; do
  [ -f "test-only-$k.pem" ] || openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "test-only-$k.pem" 2>/dev/null
  openssl pkey -in "test-only-$k.pem" -pubout -out "test-only-$k.pub.pem"
done
sign() { printf '%s' "$2" | openssl dgst -sha256 -sign "test-only-$1.pem" | openssl base64 -A; }

WX_BODY='{"appid":"wxd678efh567hg6787","mchid":"1230000109","description":"Latte","out_trade_no":"1217752501201407033233368018","notify_url":"https://vending.example.com/api/pay/notify/wechatPay/7","amount":{"total":2100,"currency":"CNY"}}'
# WeChat Pay's messages end with a line feed, which $(…) would strip: signed straight from printf.
wx_sign() { openssl dgst -sha256 -sign "test-only-$1.pem" | openssl base64 -A; }
WX_NOTIFY_BODY='{"id":"EV-2018022511223320873","create_time":"2015-05-20T13:29:35+08:00","resource_type":"encrypt-resource","event_type":"TRANSACTION.SUCCESS","summary":"payment succeeded","resource":{"original_type":"transaction","algorithm":"AEAD_AES_256_GCM","ciphertext":"","associated_data":"transaction","nonce":"fdasflkja484"}}'
ALI_REQ='app_id=2014072300007148&biz_content={"out_trade_no":"20150320010101001","total_amount":"88.88","subject":"Iphone6 16G"}&charset=utf-8&method=alipay.trade.precreate&notify_url=http://api.test.alipay.net/atinterface/receive_notify.htm&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0'
ALI_NOTIFY='app_id=2014072300007148&gmt_payment=2015-06-11 22:33:59&notify_id=ac05099524730693a8b330c5ecf72da9786&notify_time=2015-06-11 22:34:03&notify_type=trade_status_sync&out_trade_no=20150320010101001&seller_id=2088102119685838&total_amount=88.88&trade_no=2015061121001004400068549373&trade_status=TRADE_SUCCESS'
ALI_ANSWER='{"code":"10000","msg":"Success","out_trade_no":"20150320010101001","qr_code":"https://qr.alipay.com/bax03431ljhokirwl38f00a7"}'

python3 - "$(printf 'POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n%s\n' "$WX_BODY" | wx_sign wechat-merchant)" "$(printf '1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n%s\n' "$WX_NOTIFY_BODY" | wx_sign wechat-platform)" "$(sign alipay-app "$ALI_REQ")" "$(sign alipay-platform "$ALI_NOTIFY")" "$(sign alipay-platform "$ALI_ANSWER")" "$WX_BODY" "$WX_NOTIFY_BODY" "$ALI_REQ" "$ALI_NOTIFY" "$ALI_ANSWER" <<'PY'
import base64, json, sys
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
wx_req_sig, wx_resp_sig, ali_req_sig, ali_notify_sig, ali_answer_sig, wx_body, wx_notify_body, ali_req, ali_notify, ali_answer = sys.argv[1:]
key = b'0123456789abcdefghijABCDEFGHIJ01'  # an APIv3 key: 32 characters
plain = '{"mchid":"1230000109","appid":"wxd678efh567hg6787","out_trade_no":"1217752501201407033233368018","transaction_id":"1217752501201407033233368018","trade_type":"NATIVE","trade_state":"SUCCESS","success_time":"2018-06-08T10:34:56+08:00","amount":{"total":2100,"payer_total":2100,"currency":"CNY"}}'
ct = base64.b64encode(AESGCM(key).encrypt(b'fdasflkja484', plain.encode(), b'transaction')).decode()
json.dump({
  'wechatRequest': {'method': 'POST', 'path': '/v3/pay/transactions/native', 'timestamp': '1554208460', 'nonce': '593BEC0C930BF1AFEB40B4A08C8FB242', 'body': wx_body, 'signature': wx_req_sig},
  'wechatNotification': {'timestamp': '1554209980', 'nonce': 'c5ac7061fccab6bf3e254dcf98995b8c', 'body': wx_notify_body, 'signature': wx_resp_sig},
  'wechatResource': {'apiV3Key': key.decode(), 'nonce': 'fdasflkja484', 'associatedData': 'transaction', 'ciphertext': ct, 'plaintext': plain},
  'alipayRequest': {'signContent': ali_req, 'sign': ali_req_sig},
  'alipayNotification': {'form': ali_notify, 'sign': ali_notify_sig},
  'alipayAnswer': {'response': ali_answer, 'sign': ali_answer_sig},
}, open('vectors.json', 'w'), indent=2, ensure_ascii=False)
PY
echo vectors.json written
