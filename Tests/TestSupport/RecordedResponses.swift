/// Answers of holidayapi.com v1 in the shapes its documentation and official clients show.
public enum RecordedResponses {
    public static let holidays = """
    {"status":200,
     "warning":"These results do not include state and province holidays. For more information, please visit https://holidayapi.com/docs",
     "requests":{"used":29,"available":9971,"resets":"2026-12-01 00:00:00"},
     "holidays":[
      {"name":"Independence Day","date":"2025-07-04","observed":"2025-07-04","public":true,"country":"US",
       "uuid":"88268759-9b90-468c-804f-b729b8418e7c",
       "weekday":{"date":{"name":"Friday","numeric":"5"},"observed":{"name":"Friday","numeric":5}}},
      {"name":"New Year's Day","date":"2025-01-01","observed":"2025-01-01","public":"true","country":"us",
       "uuid":"82f78b8a-019e-479e-a19f-99040275f9bf","subdivisions":["US-CA"],
       "weekday":{"date":{"name":"Wednesday","numeric":"3"},"observed":{"name":"Wednesday","numeric":"3"}}},
      {"name":"Christmas Eve","date":"2025-12-24","observed":"2025-12-24","public":false,"country":"US"},
      {"name":"Broken","date":"2025-13-45","public":true,"country":"US"},
      {"date":"2025-02-02","public":false,"country":"US"},
      "not an object"
     ]}
    """

    public static let countries = """
    {"status":200,"requests":{"used":30,"available":9970,"resets":"2026-12-01 00:00:00"},
     "countries":[
      {"code":"ST","name":"Sao Tome and Principe","languages":["pt"],
       "codes":{"alpha-2":"ST","alpha-3":"STP","numeric":678},
       "flag":"https://flagsapi.com/ST/flat/64.png",
       "subdivisions":[{"code":"ST-P","name":"Príncipe","languages":["pt"]}]},
      {"code":"AD","name":"Andorra","languages":["ca"],"codes":{"alpha-2":"AD","alpha-3":"AND","numeric":"020"},
       "currencies":[{"alpha":"EUR"}],"weekend":[{"name":"Saturday","numeric":6},{"name":"Sunday","numeric":"7"}]},
      {"code":"XX"}
     ]}
    """

    public static let badRequest = #"{"status":400,"error":"The requested date (2024-asdf-11) is invalid. For more information, please visit https://holidayapi.com/docs"}"#
    public static let unauthorized = #"{"status":401,"error":"Invalid API key. For more information, please visit https://holidayapi.com/docs"}"#
    public static let paymentRequired = #"{"status":402,"error":"Free accounts are limited to last year's historical data only. Upgrade to premium for access to all holiday data. For more information, please visit https://holidayapi.com/pricing","requests":{"used":3,"available":997,"resets":"2026-12-01 00:00:00"}}"#
    public static let rateLimited = #"{"status":429,"error":"Rate limit exceeded"}"#
}
