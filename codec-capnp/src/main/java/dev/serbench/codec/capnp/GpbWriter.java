package dev.serbench.codec.capnp;

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
import dev.serbench.schemas.capnp.GpbCapnp;
import java.util.List;
import java.util.Map;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;

/** Builds gpb.capnp's structs from the canonical records; the complex map becomes a list of HugeEntry. */
final class GpbWriter {

  private GpbWriter() {}

  static void tiny(MessageBuilder message, GpbTiny value) {
    fill(message.initRoot(GpbCapnp.GpbTiny.factory), value);
  }

  static void medium(MessageBuilder message, GpbMedium value) {
    fill(message.initRoot(GpbCapnp.GpbMedium.factory), value);
  }

  static void big(MessageBuilder message, GpbBig value) {
    fill(message.initRoot(GpbCapnp.GpbBig.factory), value);
  }

  static void huge(MessageBuilder message, GpbHuge value) {
    fill(message.initRoot(GpbCapnp.GpbHuge.factory), value);
  }

  static void complex(MessageBuilder message, GpbComplex value) {
    fill(message.initRoot(GpbCapnp.GpbComplex.factory), value);
  }

  static void tinyList(MessageBuilder message, GpbTinyList value) {
    List<GpbTiny> items = value.items();
    StructList.Builder<GpbCapnp.GpbTiny.Builder> list =
        message.initRoot(GpbCapnp.GpbTinyList.factory).initItems(items.size());
    int i = 0;
    for (GpbTiny item : items) {
      fill(list.get(i++), item);
    }
  }

  static void mediumList(MessageBuilder message, GpbMediumList value) {
    List<GpbMedium> items = value.items();
    StructList.Builder<GpbCapnp.GpbMedium.Builder> list =
        message.initRoot(GpbCapnp.GpbMediumList.factory).initItems(items.size());
    int i = 0;
    for (GpbMedium item : items) {
      fill(list.get(i++), item);
    }
  }

  static void bigList(MessageBuilder message, GpbBigList value) {
    fill(message.initRoot(GpbCapnp.GpbBigList.factory).initItems(value.items().size()), value.items());
  }

  static void hugeList(MessageBuilder message, GpbHugeList value) {
    List<GpbHuge> items = value.items();
    StructList.Builder<GpbCapnp.GpbHuge.Builder> list =
        message.initRoot(GpbCapnp.GpbHugeList.factory).initItems(items.size());
    int i = 0;
    for (GpbHuge item : items) {
      fill(list.get(i++), item);
    }
  }

  static void complexList(MessageBuilder message, GpbComplexList value) {
    List<GpbComplex> items = value.items();
    StructList.Builder<GpbCapnp.GpbComplex.Builder> list =
        message.initRoot(GpbCapnp.GpbComplexList.factory).initItems(items.size());
    int i = 0;
    for (GpbComplex item : items) {
      fill(list.get(i++), item);
    }
  }

  private static void fill(GpbCapnp.GpbTiny.Builder tiny, GpbTiny value) {
    tiny.setTinyId(value.tinyId());
    tiny.setSomeStr(value.someStr());
  }

  private static void fill(GpbCapnp.GpbMedium.Builder medium, GpbMedium value) {
    medium.setMediumId(value.mediumId());
    medium.setFirstName(value.firstName());
    medium.setLastName(value.lastName());
    medium.setBalance(value.balance());
    Timestamps.write(medium.initCreatedAt(), value.createdAt());
    fill(medium.initTiny(), value.tiny());
  }

  private static void fill(GpbCapnp.GpbBig.Builder big, GpbBig value) {
    big.setBigId(value.bigId());
    big.setAge(value.age());
    big.setCountry(value.country());
    big.setCountryBytes(value.countryBytes());
    Timestamps.write(big.initCreatedAt(), value.createdAt());
    Timestamps.write(big.initUpdatedAt(), value.updatedAt());
    Timestamps.write(big.initDeletedAt(), value.deletedAt());
    fill(big.initTiny(), value.tiny());
    fill(big.initMedium(), value.medium());
  }

  private static void fill(StructList.Builder<GpbCapnp.GpbBig.Builder> list, List<GpbBig> items) {
    int i = 0;
    for (GpbBig item : items) {
      fill(list.get(i++), item);
    }
  }

  private static void fill(GpbCapnp.GpbHuge.Builder huge, GpbHuge value) {
    fill(huge.initBigs50(value.bigs50().size()), value.bigs50());
    fill(huge.initBigs256(value.bigs256().size()), value.bigs256());
    fill(huge.initBigs1024(value.bigs1024().size()), value.bigs1024());
  }

  private static void fill(GpbCapnp.GpbComplex.Builder complex, GpbComplex value) {
    Map<String, GpbHuge> huges = value.huges();
    StructList.Builder<GpbCapnp.HugeEntry.Builder> list = complex.initHuges(huges.size());
    int i = 0;
    for (Map.Entry<String, GpbHuge> entry : huges.entrySet()) {
      GpbCapnp.HugeEntry.Builder element = list.get(i++);
      element.setKey(entry.getKey());
      fill(element.initValue(), entry.getValue());
    }
  }
}
