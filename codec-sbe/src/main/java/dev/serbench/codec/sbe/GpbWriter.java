package dev.serbench.codec.sbe;

import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbBigList;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbComplexList;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbHugeList;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbMediumList;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.GpbTinyList;
import dev.serbench.schemas.sbe.gpb.GpbBigEncoder;
import dev.serbench.schemas.sbe.gpb.GpbBigListEncoder;
import dev.serbench.schemas.sbe.gpb.GpbComplexEncoder;
import dev.serbench.schemas.sbe.gpb.GpbComplexListEncoder;
import dev.serbench.schemas.sbe.gpb.GpbHugeEncoder;
import dev.serbench.schemas.sbe.gpb.GpbHugeListEncoder;
import dev.serbench.schemas.sbe.gpb.GpbMediumEncoder;
import dev.serbench.schemas.sbe.gpb.GpbMediumListEncoder;
import dev.serbench.schemas.sbe.gpb.GpbTinyEncoder;
import dev.serbench.schemas.sbe.gpb.GpbTinyListEncoder;
import dev.serbench.schemas.sbe.gpb.MessageHeaderEncoder;
import dev.serbench.schemas.sbe.gpb.TimestampEncoder;
import java.time.Instant;
import java.util.Map;
import org.agrona.MutableDirectBuffer;

/**
 * Writes gpb.xml's messages from the canonical records; the encoder flyweights are reused.
 *
 * <p>sbe-tool generates a class per group, so a Big (with its Tiny and Medium groups) is written by
 * one method per place it is nested in, and a Huge likewise; every method writes the same fields in
 * schema order: fixed-size fields, groups, then var data.
 */
final class GpbWriter {

  private final MessageHeaderEncoder header = new MessageHeaderEncoder();
  private final GpbTinyEncoder tiny = new GpbTinyEncoder();
  private final GpbMediumEncoder medium = new GpbMediumEncoder();
  private final GpbBigEncoder big = new GpbBigEncoder();
  private final GpbHugeEncoder huge = new GpbHugeEncoder();
  private final GpbComplexEncoder complex = new GpbComplexEncoder();
  private final GpbTinyListEncoder tinyList = new GpbTinyListEncoder();
  private final GpbMediumListEncoder mediumList = new GpbMediumListEncoder();
  private final GpbBigListEncoder bigList = new GpbBigListEncoder();
  private final GpbHugeListEncoder hugeList = new GpbHugeListEncoder();
  private final GpbComplexListEncoder complexList = new GpbComplexListEncoder();

  int tiny(MutableDirectBuffer buffer, GpbTiny value) {
    GpbTinyEncoder e = tiny.wrapAndApplyHeader(buffer, 0, header).tinyId(value.tinyId()).someStr(value.someStr());
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int medium(MutableDirectBuffer buffer, GpbMedium value) {
    GpbMediumEncoder e = medium.wrapAndApplyHeader(buffer, 0, header);
    medium(e, value);
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int big(MutableDirectBuffer buffer, GpbBig value) {
    GpbBigEncoder e = big.wrapAndApplyHeader(buffer, 0, header);
    big(e, value);
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int huge(MutableDirectBuffer buffer, GpbHuge value) {
    GpbHugeEncoder e = huge.wrapAndApplyHeader(buffer, 0, header);
    huge(e, value);
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int complex(MutableDirectBuffer buffer, GpbComplex value) {
    GpbComplexEncoder e = complex.wrapAndApplyHeader(buffer, 0, header);
    complex(e, value);
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int tinyList(MutableDirectBuffer buffer, GpbTinyList value) {
    GpbTinyListEncoder e = tinyList.wrapAndApplyHeader(buffer, 0, header);
    GpbTinyListEncoder.ItemsEncoder items = e.itemsCount(value.items().size());
    for (GpbTiny item : value.items()) {
      items.next().tinyId(item.tinyId()).someStr(item.someStr());
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int mediumList(MutableDirectBuffer buffer, GpbMediumList value) {
    GpbMediumListEncoder e = mediumList.wrapAndApplyHeader(buffer, 0, header);
    GpbMediumListEncoder.ItemsEncoder items = e.itemsCount(value.items().size());
    for (GpbMedium item : value.items()) {
      medium(items.next(), item);
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int bigList(MutableDirectBuffer buffer, GpbBigList value) {
    GpbBigListEncoder e = bigList.wrapAndApplyHeader(buffer, 0, header);
    GpbBigListEncoder.ItemsEncoder items = e.itemsCount(value.items().size());
    for (GpbBig item : value.items()) {
      big(items.next(), item);
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int hugeList(MutableDirectBuffer buffer, GpbHugeList value) {
    GpbHugeListEncoder e = hugeList.wrapAndApplyHeader(buffer, 0, header);
    GpbHugeListEncoder.ItemsEncoder items = e.itemsCount(value.items().size());
    for (GpbHuge item : value.items()) {
      huge(items.next(), item);
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int complexList(MutableDirectBuffer buffer, GpbComplexList value) {
    GpbComplexListEncoder e = complexList.wrapAndApplyHeader(buffer, 0, header);
    GpbComplexListEncoder.ItemsEncoder items = e.itemsCount(value.items().size());
    for (GpbComplex item : value.items()) {
      complex(items.next(), item);
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  private static void medium(GpbMediumEncoder e, GpbMedium v) {
    e.mediumId(v.mediumId()).balance(v.balance());
    put(e.createdAt(), v.createdAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    e.firstName(v.firstName()).lastName(v.lastName());
  }

  private static void medium(GpbMediumListEncoder.ItemsEncoder e, GpbMedium v) {
    e.mediumId(v.mediumId()).balance(v.balance());
    put(e.createdAt(), v.createdAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    e.firstName(v.firstName()).lastName(v.lastName());
  }

  private static void big(GpbBigEncoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbBigEncoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbBigListEncoder.ItemsEncoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbBigListEncoder.ItemsEncoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbHugeEncoder.Bigs50Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbHugeEncoder.Bigs50Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbHugeEncoder.Bigs256Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbHugeEncoder.Bigs256Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbHugeEncoder.Bigs1024Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbHugeEncoder.Bigs1024Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbHugeListEncoder.ItemsEncoder.Bigs50Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbHugeListEncoder.ItemsEncoder.Bigs50Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbHugeListEncoder.ItemsEncoder.Bigs256Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbHugeListEncoder.ItemsEncoder.Bigs256Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbHugeListEncoder.ItemsEncoder.Bigs1024Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbHugeListEncoder.ItemsEncoder.Bigs1024Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbComplexEncoder.HugesEncoder.Bigs50Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbComplexEncoder.HugesEncoder.Bigs50Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbComplexEncoder.HugesEncoder.Bigs256Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbComplexEncoder.HugesEncoder.Bigs256Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbComplexEncoder.HugesEncoder.Bigs1024Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbComplexEncoder.HugesEncoder.Bigs1024Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbComplexListEncoder.ItemsEncoder.HugesEncoder.Bigs50Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbComplexListEncoder.ItemsEncoder.HugesEncoder.Bigs50Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbComplexListEncoder.ItemsEncoder.HugesEncoder.Bigs256Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbComplexListEncoder.ItemsEncoder.HugesEncoder.Bigs256Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void big(GpbComplexListEncoder.ItemsEncoder.HugesEncoder.Bigs1024Encoder e, GpbBig v) {
    e.bigId(v.bigId()).age(v.age());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    put(e.deletedAt(), v.deletedAt());
    e.tinyCount(1).next().tinyId(v.tiny().tinyId()).someStr(v.tiny().someStr());
    GpbMedium m = v.medium();
    GpbComplexListEncoder.ItemsEncoder.HugesEncoder.Bigs1024Encoder.MediumEncoder medium = e.mediumCount(1).next().mediumId(m.mediumId()).balance(m.balance());
    put(medium.createdAt(), m.createdAt());
    medium.tinyCount(1).next().tinyId(m.tiny().tinyId()).someStr(m.tiny().someStr());
    medium.firstName(m.firstName()).lastName(m.lastName());
    e.country(v.country()).putCountryBytes(v.countryBytes(), 0, v.countryBytes().length);
  }

  private static void huge(GpbHugeEncoder e, GpbHuge v) {
    GpbHugeEncoder.Bigs50Encoder bigs50 = e.bigs50Count(v.bigs50().size());
    for (GpbBig big : v.bigs50()) {
      big(bigs50.next(), big);
    }
    GpbHugeEncoder.Bigs256Encoder bigs256 = e.bigs256Count(v.bigs256().size());
    for (GpbBig big : v.bigs256()) {
      big(bigs256.next(), big);
    }
    GpbHugeEncoder.Bigs1024Encoder bigs1024 = e.bigs1024Count(v.bigs1024().size());
    for (GpbBig big : v.bigs1024()) {
      big(bigs1024.next(), big);
    }
  }

  private static void huge(GpbHugeListEncoder.ItemsEncoder e, GpbHuge v) {
    GpbHugeListEncoder.ItemsEncoder.Bigs50Encoder bigs50 = e.bigs50Count(v.bigs50().size());
    for (GpbBig big : v.bigs50()) {
      big(bigs50.next(), big);
    }
    GpbHugeListEncoder.ItemsEncoder.Bigs256Encoder bigs256 = e.bigs256Count(v.bigs256().size());
    for (GpbBig big : v.bigs256()) {
      big(bigs256.next(), big);
    }
    GpbHugeListEncoder.ItemsEncoder.Bigs1024Encoder bigs1024 = e.bigs1024Count(v.bigs1024().size());
    for (GpbBig big : v.bigs1024()) {
      big(bigs1024.next(), big);
    }
  }

  private static void huge(GpbComplexEncoder.HugesEncoder e, GpbHuge v) {
    GpbComplexEncoder.HugesEncoder.Bigs50Encoder bigs50 = e.bigs50Count(v.bigs50().size());
    for (GpbBig big : v.bigs50()) {
      big(bigs50.next(), big);
    }
    GpbComplexEncoder.HugesEncoder.Bigs256Encoder bigs256 = e.bigs256Count(v.bigs256().size());
    for (GpbBig big : v.bigs256()) {
      big(bigs256.next(), big);
    }
    GpbComplexEncoder.HugesEncoder.Bigs1024Encoder bigs1024 = e.bigs1024Count(v.bigs1024().size());
    for (GpbBig big : v.bigs1024()) {
      big(bigs1024.next(), big);
    }
  }

  private static void huge(GpbComplexListEncoder.ItemsEncoder.HugesEncoder e, GpbHuge v) {
    GpbComplexListEncoder.ItemsEncoder.HugesEncoder.Bigs50Encoder bigs50 = e.bigs50Count(v.bigs50().size());
    for (GpbBig big : v.bigs50()) {
      big(bigs50.next(), big);
    }
    GpbComplexListEncoder.ItemsEncoder.HugesEncoder.Bigs256Encoder bigs256 = e.bigs256Count(v.bigs256().size());
    for (GpbBig big : v.bigs256()) {
      big(bigs256.next(), big);
    }
    GpbComplexListEncoder.ItemsEncoder.HugesEncoder.Bigs1024Encoder bigs1024 = e.bigs1024Count(v.bigs1024().size());
    for (GpbBig big : v.bigs1024()) {
      big(bigs1024.next(), big);
    }
  }

  private static void complex(GpbComplexEncoder e, GpbComplex v) {
    GpbComplexEncoder.HugesEncoder huges = e.hugesCount(v.huges().size());
    for (Map.Entry<String, GpbHuge> entry : v.huges().entrySet()) {
      GpbComplexEncoder.HugesEncoder huge = huges.next();
      huge(huge, entry.getValue());
      huge.key(entry.getKey());
    }
  }

  private static void complex(GpbComplexListEncoder.ItemsEncoder e, GpbComplex v) {
    GpbComplexListEncoder.ItemsEncoder.HugesEncoder huges = e.hugesCount(v.huges().size());
    for (Map.Entry<String, GpbHuge> entry : v.huges().entrySet()) {
      GpbComplexListEncoder.ItemsEncoder.HugesEncoder huge = huges.next();
      huge(huge, entry.getValue());
      huge.key(entry.getKey());
    }
  }

  private static void put(TimestampEncoder timestamp, Instant value) {
    timestamp.seconds(value.getEpochSecond()).nanos(value.getNano());
  }
}
